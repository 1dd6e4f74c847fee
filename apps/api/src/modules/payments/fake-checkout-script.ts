// The fake gateway's checkout.js: window.Razorpay with Checkout.js's API, drawing an accessible in-page dialog.
// It is plain browser JavaScript sent as text: it runs under the site's CSP (script from 'self', no inline script).
export const FAKE_CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src).origin : window.location.origin;

  function formatAmount(paise, currency) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format((paise || 0) / 100);
    } catch (e) {
      return 'Rs. ' + ((paise || 0) / 100).toFixed(2);
    }
  }

  function el(tag, styles, text) {
    var node = document.createElement(tag);
    if (styles) Object.keys(styles).forEach(function (k) { node.style[k] = styles[k]; });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function button(label, background) {
    var b = el('button', { padding: '10px 18px', borderRadius: '8px', border: '0', fontSize: '15px', fontWeight: '600',
      cursor: 'pointer', color: '#fff', background: background }, label);
    b.type = 'button';
    return b;
  }

  function FakeRazorpay(options) {
    if (!(this instanceof FakeRazorpay)) return new FakeRazorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.root = null;
  }

  FakeRazorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  FakeRazorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (cb) { cb(payload); });
  };

  FakeRazorpay.prototype.close = function () {
    if (!this.root) return;
    document.removeEventListener('keydown', this.onKey, true);
    this.root.remove();
    this.root = null;
    if (this.previousFocus && this.previousFocus.focus) this.previousFocus.focus();
  };

  FakeRazorpay.prototype.pay = function (outcome, status, buttons) {
    var self = this;
    var orderId = self.options.order_id || '';
    buttons.forEach(function (b) { b.disabled = true; });
    status.textContent = outcome === 'success' ? 'Processing payment...' : 'Declining payment...';
    fetch(base + '/dev/payments/' + encodeURIComponent(orderId) + '/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: outcome })
    }).then(function (res) {
      return res.json().then(function (body) { return { ok: res.ok, body: body }; });
    }).then(function (result) {
      if (result.ok && result.body && result.body.razorpay_payment_id) {
        self.close();
        if (typeof self.options.handler === 'function') self.options.handler(result.body);
        return;
      }
      var failure = result.ok && result.body && result.body.error ? result.body : {
        error: { code: 'BAD_REQUEST_ERROR', description: (result.body && result.body.message) || 'Payment failed',
          source: 'gateway', step: 'payment_authorization', reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: '' } }
      };
      status.textContent = 'Payment failed: ' + failure.error.description;
      buttons.forEach(function (b) { b.disabled = false; });
      self.emit('payment.failed', failure);
    }).catch(function () {
      status.textContent = 'The test gateway is not reachable.';
      buttons.forEach(function (b) { b.disabled = false; });
    });
  };

  FakeRazorpay.prototype.open = function () {
    var self = this;
    if (self.root) return;
    var o = self.options;
    self.previousFocus = document.activeElement;
    var overlay = el('div', { position: 'fixed', inset: '0', background: 'rgba(15,23,42,0.6)', display: 'flex',
      alignItems: 'center', justifyContent: 'center', zIndex: '2147483647', fontFamily: 'system-ui, sans-serif' });
    var dialog = el('div', { background: '#fff', color: '#0f172a', borderRadius: '12px', padding: '24px',
      width: 'min(92vw, 380px)', boxShadow: '0 20px 50px rgba(0,0,0,0.3)' });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'fake-rzp-title');
    dialog.setAttribute('aria-describedby', 'fake-rzp-desc');
    var title = el('h2', { margin: '0 0 4px', fontSize: '18px' }, (o.name || 'Checkout') + ' (test payment)');
    title.id = 'fake-rzp-title';
    var desc = el('p', { margin: '0 0 16px', fontSize: '14px', color: '#475569' },
      (o.description ? o.description + ' - ' : '') + 'Amount ' + formatAmount(o.amount, o.currency));
    desc.id = 'fake-rzp-desc';
    var status = el('p', { minHeight: '20px', margin: '0 0 12px', fontSize: '14px' });
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    var pay = button('Pay ' + formatAmount(o.amount, o.currency), '#15803d');
    var fail = button('Fail', '#b91c1c');
    var cancel = button('Cancel', '#475569');
    var row = el('div', { display: 'flex', gap: '8px', flexWrap: 'wrap' });
    [pay, fail, cancel].forEach(function (b) { row.appendChild(b); });
    var buttons = [pay, fail, cancel];
    pay.addEventListener('click', function () { self.pay('success', status, buttons); });
    fail.addEventListener('click', function () { self.pay('failure', status, buttons); });
    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }
    cancel.addEventListener('click', dismiss);
    self.onKey = function (event) {
      if (event.key === 'Escape') { event.preventDefault(); dismiss(); }
      if (event.key === 'Tab') {
        // Keeps focus inside the dialog, as a modal must.
        var i = buttons.indexOf(document.activeElement);
        var next = event.shiftKey ? (i <= 0 ? buttons.length - 1 : i - 1) : (i + 1) % buttons.length;
        event.preventDefault();
        buttons[next].focus();
      }
    };
    document.addEventListener('keydown', self.onKey, true);
    [title, desc, status, row].forEach(function (n) { dialog.appendChild(n); });
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    self.root = overlay;
    pay.focus();
  };

  window.Razorpay = FakeRazorpay;
})();
`;
