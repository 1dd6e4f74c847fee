// The consultation services described on the Services page.

export const SERVICES = [
  { title: 'Kundli (birth chart) analysis', text: 'A full reading of your janam kundli: ascendant, planets, houses, yogas, doshas and the dasha periods ahead.' },
  { title: 'Kundli matching', text: 'Ashtakoota guna milan, Manglik and Nadi dosha checks and a compatibility reading for couples and families.' },
  { title: 'Career and business', text: 'Suitable fields, job changes, promotions and business timing, read from the tenth house and your current dasha.' },
  { title: 'Finance and property', text: 'Periods favourable for investment, property purchase and settling debts, and periods that call for caution.' },
  { title: 'Health astrology', text: 'Sensitive periods and constitutional tendencies shown in the chart, with supportive remedies alongside medical care.' },
  { title: 'Marriage and relationships', text: 'Timing of marriage, delays, harmony between partners and guidance through difficult phases.' },
  { title: 'Gemstone recommendation', text: 'The ratna that suits your chart, its weight, metal, finger and the day to begin wearing it.' },
  { title: 'Vastu Shastra', text: 'Directional analysis of your home, shop or office, with practical corrections that need no demolition.' },
  { title: 'Muhurat', text: 'Auspicious dates and times for weddings, griha pravesh, vehicle purchase, naming ceremonies and new ventures.' },
  { title: 'Prashna (your free question)', text: 'A precise answer to one specific question, drawn from the chart of the moment you ask it.' },
] as const;
