// "Download my data": everything held about the caller as one JSON document, shaped by the contract.
import type { AccountExport } from '@app/contracts/account';
import { paiseToRupees } from '@app/contracts/common';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { bookingsForExport, hoursForExport } from '../consultations/consultations.service.ts';
import * as repo from './export.repository.ts';
import { ERROR_CATALOGUE } from '@app/contracts/errors';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const rupees = (paise: number) => paiseToRupees(Number(paise));

const voiceUrl = (consultationId: number, messageId: number) => `/api/consultations/${consultationId}/messages/${messageId}/voice`;

async function astrologerPart(ctx: AppContext, userId: number): Promise<AccountExport['astrologer']> {
  const rows = await repo.astrologerRows(ctx.db, userId);
  if (!rows) return null;
  const { astro } = rows;
  return {
    astro_id: astro.id,
    token_no: astro.tokenNo,
    name: astro.name,
    about: astro.about,
    profile_image: astro.profileImage,
    experience: astro.experience,
    language_known: astro.languageKnown,
    type: astro.type,
    expertise: astro.expertise,
    skills: astro.skills,
    charge: rupees(astro.chargePaise),
    dob: astro.dob,
    gender: astro.gender,
    commission: astro.commissionBp / 100,
    is_verified: astro.isVerified,
    wallet: rupees(astro.walletPaise),
    created_at: iso(astro.createdAt),
    ledger: rows.ledger.map((e) => ({
      entry_id: e.id,
      type: e.entryType,
      amount: rupees(e.amountPaise),
      consultation_id: e.consultationId,
      payout_id: e.payoutId,
      free_question_id: e.freeQuestionId,
      created_at: iso(e.createdAt),
    })),
    payouts: rows.payouts.map((p) => ({
      payout_id: p.id,
      wallet_before: rupees(p.walletBeforePaise),
      payable: rupees(p.payablePaise),
      platform: rupees(p.platformPaise),
      commission: p.commissionBp / 100,
      created_at: iso(p.createdAt),
    })),
    hours: await hoursForExport(ctx.db, astro.id),
  };
}

async function shopPart(ctx: AppContext, userId: number) {
  const shop = await repo.shopRows(ctx.db, userId);
  return {
    addresses: shop.addresses.map((a) => ({
      address_id: a.id,
      address_name: a.addressName,
      address_type: a.addressType,
      street: a.street,
      city: a.city,
      state: a.state,
      postal_code: a.postalCode,
      country: a.country,
      phone: a.phone,
      is_selected: a.isSelected,
      created_at: iso(a.createdAt),
    })),
    cart: shop.cart.map((l) => ({ product_id: l.productId, name: l.name, quantity: l.quantity, added_at: iso(l.addedAt) })),
    orders: shop.orders.map((o) => ({
      order_id: o.id,
      status: o.status,
      delivery_status: o.deliveryStatus,
      total: rupees(o.totalPaise),
      delivery_address: o.deliveryAddress,
      delivery_phone: o.deliveryPhone,
      email: o.userEmail,
      phone: o.userPhone,
      paid_at: isoOrNull(o.paidAt),
      created_at: iso(o.createdAt),
      lines: shop.lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          product_id: l.productId,
          name: l.name,
          category_name: l.categoryName,
          unit_price: rupees(l.unitPricePaise),
          discount: l.discount,
          quantity: l.quantity,
          line_total: rupees(l.lineTotalPaise),
        })),
    })),
    invoices: shop.invoices.map((i) => ({
      number: i.number,
      kind: i.kind,
      order_id: i.orderId,
      recharge_id: i.rechargeId,
      issued_at: iso(i.issuedAt),
      buyer_name: i.buyerName,
      buyer_contact: i.buyerContact,
      buyer_address: i.buyerAddress,
      place_of_supply: i.placeOfSupply,
      taxable: rupees(i.taxablePaise),
      cgst: rupees(i.cgstPaise),
      sgst: rupees(i.sgstPaise),
      igst: rupees(i.igstPaise),
      total: rupees(i.totalPaise),
    })),
  };
}

async function consultationPart(ctx: AppContext, userId: number) {
  const rows = await repo.consultationRows(ctx.db, userId);
  return {
    consultations: rows.sessions.map(({ c, astroName }) => ({
      consultation_id: c.id,
      type: c.type,
      status: c.status,
      astrologer_id: c.astrologerId,
      astrologer_name: astroName,
      rate_per_minute: rupees(c.ratePaise),
      billed_minutes: c.billedMinutes,
      amount: rupees(c.amountPaise),
      refunded: rupees(c.refundedPaise),
      requested_at: iso(c.requestedAt),
      started_at: isoOrNull(c.startedAt),
      ended_at: isoOrNull(c.endedAt),
      end_reason: c.endReason,
      messages: rows.messages
        .filter((m) => m.consultationId === c.id)
        .map((m) => ({
          message_id: m.id,
          sender: m.sender as 'user' | 'astro',
          text: m.text,
          voice: m.voiceKey
            ? { mime: m.voiceMime ?? '', bytes: m.voiceBytes ?? 0, duration_ms: m.voiceDurationMs, url: voiceUrl(c.id, m.id) }
            : null,
          created_at: iso(m.createdAt),
        })),
    })),
    bookings: await bookingsForExport(ctx, userId),
    reviews: rows.reviews.map((r) => ({
      consultation_id: r.consultationId,
      astrologer_id: r.astrologerId,
      stars: r.stars,
      text: r.text,
      created_at: iso(r.createdAt),
    })),
  };
}

export async function exportAccount(ctx: AppContext, userId: number): Promise<AccountExport> {
  const { account, profile, kundli, matches, balancePaise } = await repo.accountRows(ctx.db, userId);
  if (!account || account.deletedAt) throw unauthorized('unauthorized', ERROR_CATALOGUE.unauthorized);
  const [shop, consults, wallet, questions, push, astrologer] = await Promise.all([
    shopPart(ctx, userId),
    consultationPart(ctx, userId),
    repo.walletRows(ctx.db, userId),
    repo.questionRows(ctx.db, userId),
    repo.pushRows(ctx.db, userId),
    astrologerPart(ctx, userId),
  ]);
  return {
    exported_at: iso(ctx.now()),
    account: {
      user_id: account.id,
      role: account.role,
      email: account.email,
      phone: account.phone,
      name: account.name,
      created_at: iso(account.createdAt),
      age_confirmed_at: isoOrNull(account.ageConfirmedAt),
      privacy_consent_at: isoOrNull(account.privacyConsentAt),
    },
    profile: profile
      ? {
          name: profile.name,
          date_of_birth: profile.dateOfBirth,
          gender: profile.gender,
          place_of_birth: profile.placeOfBirth,
          birth_place_id: profile.birthPlaceId,
          birth_latitude: profile.birthLatitude,
          birth_longitude: profile.birthLongitude,
          birth_time_zone: profile.birthTimeZone,
          time_of_birth: profile.timeOfBirth,
          profile_image: profile.profileImage,
          created_at: iso(profile.createdAt),
          updated_at: iso(profile.updatedAt),
        }
      : null,
    ...shop,
    wallet: {
      balance: rupees(balancePaise),
      entries: wallet.entries.map((e) => ({
        entry_id: e.id,
        type: e.entryType,
        amount: rupees(e.amountPaise),
        balance_after: rupees(e.balanceAfterPaise),
        consultation_id: e.consultationId,
        recharge_id: e.rechargeId,
        note: e.note,
        created_at: iso(e.createdAt),
      })),
      recharges: wallet.recharges.map((r) => ({
        recharge_id: r.id,
        amount: rupees(r.amountPaise),
        tax: rupees(r.taxPaise),
        total: rupees(r.totalPaise),
        status: r.status,
        provider: r.provider,
        gateway_payment_id: r.gatewayPaymentId,
        paid_at: isoOrNull(r.paidAt),
        created_at: iso(r.createdAt),
      })),
    },
    ...consults,
    free_questions: questions.map((q) => ({
      question_id: q.id,
      question: q.question,
      birth_name: q.birthName,
      birth_gender: q.birthGender,
      birth_date: q.birthDate,
      birth_time: q.birthTime,
      birth_place: q.birthPlace,
      status: q.status,
      answer: q.answer,
      answered_at: isoOrNull(q.answeredAt),
      created_at: iso(q.createdAt),
    })),
    kundli: kundli
      ? {
          name: kundli.name,
          birth_date: kundli.birthDate,
          birth_time: kundli.birthTime,
          place_label: kundli.placeLabel,
          latitude: kundli.latitude,
          longitude: kundli.longitude,
          time_zone: kundli.timeZone,
          created_at: iso(kundli.createdAt),
          updated_at: iso(kundli.updatedAt),
        }
      : null,
    kundli_matches: matches.map((m) => ({
      boy_name: m.boyName,
      boy_birth_date: m.boyBirthDate,
      boy_birth_time: m.boyBirthTime,
      boy_place_label: m.boyPlaceLabel,
      girl_name: m.girlName,
      girl_birth_date: m.girlBirthDate,
      girl_birth_time: m.girlBirthTime,
      girl_place_label: m.girlPlaceLabel,
      total: m.total,
      band: m.band,
      created_at: iso(m.createdAt),
    })),
    push_subscriptions: push.map((p) => ({ endpoint: p.endpoint, created_at: iso(p.createdAt), last_sent_at: isoOrNull(p.lastSentAt) })),
    astrologer,
  };
}
