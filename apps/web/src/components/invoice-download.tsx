// A GST tax invoice's PDF as a download button: the order history, the wallet's statement and the admin's list use it.
import { INVOICE_MESSAGES, invoiceFileName, invoicePdfPath } from '@app/contracts/invoices';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { downloadFile } from '../lib/download-file.ts';
import { messageOf } from '../lib/error-message.ts';
import { Button, type ButtonVariant } from './ui/button.tsx';
import { messageNow } from '../lib/message-words.ts';
import { tNow } from '../lib/i18n.tsx';

interface Props {
  invoiceId: number;
  invoiceNumber: string;
  /** The admin's copy comes from the admin's path; the buyer's from their own. */
  path?: string;
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}

export function InvoiceDownload({
  invoiceId,
  invoiceNumber,
  path = invoicePdfPath(invoiceId),
  label = tNow('common:ui.taxInvoice'),
  variant = 'outline',
  className,
}: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, invoiceFileName(invoiceNumber));
    } catch (error) {
      toast.error(messageOf(error, messageNow(INVOICE_MESSAGES.downloadFailed)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size="sm" loading={busy} onClick={() => void download()} className={className}>
      {!busy && <FileText className="size-4" aria-hidden="true" />}
      {label} <span className="sr-only">{invoiceNumber}</span>
    </Button>
  );
}
