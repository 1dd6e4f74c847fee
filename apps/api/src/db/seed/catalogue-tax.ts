// The demo catalogue's HSN codes and GST rates (included in the prices), by category with a few products apart.
// Demo values chosen as a shop would file them; a real shop confirms each code and rate with its tax adviser.

export interface SeedTax {
  hsnCode: string;
  /** Basis points: 3% = 300. */
  gstRateBp: number;
}

/** In SEED_CATEGORIES order: Rudraksha, Gemstones, Yantras, Puja Kits, Bracelets & Malas. */
const BY_CATEGORY: readonly SeedTax[] = [
  // Rudraksha beads: vegetable products n.e.s. (seeds).
  { hsnCode: '1404', gstRateBp: 500 },
  // Precious and semi-precious stones, not strung, mounted or set.
  { hsnCode: '7103', gstRateBp: 300 },
  // Other articles of copper.
  { hsnCode: '7419', gstRateBp: 1800 },
  // Agarbatti and other odoriferous preparations: the kit's principal supply.
  { hsnCode: '3307', gstRateBp: 500 },
  // Imitation jewellery: stones and beads strung on thread or elastic.
  { hsnCode: '7117', gstRateBp: 300 },
];

/** Products whose own nature differs from their category's. */
const BY_PRODUCT: Readonly<Record<string, SeedTax>> = {
  // Set in sterling silver: articles of jewellery of precious metal.
  '7 Mukhi Rudraksha Pendant in Silver': { hsnCode: '7113', gstRateBp: 300 },
  'Blue Sapphire (Neelam) Silver Ring': { hsnCode: '7113', gstRateBp: 300 },
  'Pearl (Moti) Silver Pendant': { hsnCode: '7113', gstRateBp: 300 },
  // Gold-plated brass: statuettes and other ornaments of base metal.
  'Kuber Yantra Gold Plated': { hsnCode: '8306', gstRateBp: 500 },
  // Printed on birch bark: other printed matter.
  'Navgraha Yantra on Bhojpatra': { hsnCode: '4911', gstRateBp: 500 },
  // A brass thali with idols: table and household articles of copper alloys.
  'Diwali Lakshmi Ganesh Puja Thali Set': { hsnCode: '7418', gstRateBp: 500 },
  // Tulsi wood beads: other articles of wood.
  'Tulsi Kanthi Mala': { hsnCode: '4421', gstRateBp: 500 },
};

export function seedTax(categoryIndex: number, productName: string): SeedTax {
  const tax = BY_PRODUCT[productName] ?? BY_CATEGORY[categoryIndex];
  if (!tax) throw new Error(`seed: no HSN code for category ${categoryIndex}`);
  return tax;
}
