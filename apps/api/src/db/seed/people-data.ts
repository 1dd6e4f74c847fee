// Demo people: customers from across India, their cities, and the astrologers who consult on the platform.

export interface SeedCity {
  name: string;
  state: string;
  postalCode: string;
}

export const SEED_CITIES: readonly SeedCity[] = [
  { name: 'Jaipur', state: 'Rajasthan', postalCode: '302001' },
  { name: 'Chennai', state: 'Tamil Nadu', postalCode: '600004' },
  { name: 'Ahmedabad', state: 'Gujarat', postalCode: '380009' },
  { name: 'Kolkata', state: 'West Bengal', postalCode: '700019' },
  { name: 'Jodhpur', state: 'Rajasthan', postalCode: '342001' },
  { name: 'Pune', state: 'Maharashtra', postalCode: '411004' },
  { name: 'Hyderabad', state: 'Telangana', postalCode: '500034' },
  { name: 'Kochi', state: 'Kerala', postalCode: '682016' },
  { name: 'Lucknow', state: 'Uttar Pradesh', postalCode: '226001' },
  { name: 'Dehradun', state: 'Uttarakhand', postalCode: '248001' },
  { name: 'Amritsar', state: 'Punjab', postalCode: '143001' },
  { name: 'Bhopal', state: 'Madhya Pradesh', postalCode: '462003' },
  { name: 'Nagpur', state: 'Maharashtra', postalCode: '440010' },
  { name: 'Coimbatore', state: 'Tamil Nadu', postalCode: '641002' },
  { name: 'Patna', state: 'Bihar', postalCode: '800001' },
  { name: 'Vadodara', state: 'Gujarat', postalCode: '390007' },
  { name: 'Bengaluru', state: 'Karnataka', postalCode: '560034' },
  { name: 'Varanasi', state: 'Uttar Pradesh', postalCode: '221005' },
  { name: 'New Delhi', state: 'Delhi', postalCode: '110017' },
  { name: 'Mumbai', state: 'Maharashtra', postalCode: '400050' },
  { name: 'Bhubaneswar', state: 'Odisha', postalCode: '751007' },
  { name: 'Chandigarh', state: 'Chandigarh', postalCode: '160017' },
];

export const SEED_STREETS: readonly string[] = [
  'MG Road',
  'Station Road',
  'Civil Lines',
  'Gandhi Nagar',
  'Nehru Marg',
  'Park Street',
  'Mall Road',
  'Ring Road',
  'Link Road',
  'Temple Street',
  'Lake View Road',
  'Shastri Nagar',
];

export interface SeedPerson {
  first: string;
  last: string;
  gender: 'Male' | 'Female' | 'Others';
  /** Index into SEED_CITIES: where they were born and live. */
  city: number;
}

export const SEED_CUSTOMERS: readonly SeedPerson[] = [
  { first: 'Aarav', last: 'Sharma', gender: 'Male', city: 0 },
  { first: 'Priya', last: 'Iyer', gender: 'Female', city: 1 },
  { first: 'Rohan', last: 'Mehta', gender: 'Male', city: 2 },
  { first: 'Ananya', last: 'Banerjee', gender: 'Female', city: 3 },
  { first: 'Vikram', last: 'Rathore', gender: 'Male', city: 4 },
  { first: 'Sneha', last: 'Kulkarni', gender: 'Female', city: 5 },
  { first: 'Arjun', last: 'Reddy', gender: 'Male', city: 6 },
  { first: 'Kavya', last: 'Nair', gender: 'Female', city: 7 },
  { first: 'Siddharth', last: 'Gupta', gender: 'Male', city: 8 },
  { first: 'Meera', last: 'Joshi', gender: 'Female', city: 9 },
  { first: 'Harpreet', last: 'Kaur', gender: 'Female', city: 10 },
  { first: 'Rahul', last: 'Verma', gender: 'Male', city: 11 },
  { first: 'Divya', last: 'Pillai', gender: 'Female', city: 7 },
  { first: 'Aditya', last: 'Deshmukh', gender: 'Male', city: 12 },
  { first: 'Pooja', last: 'Agarwal', gender: 'Female', city: 8 },
  { first: 'Karthik', last: 'Subramanian', gender: 'Male', city: 13 },
  { first: 'Ishita', last: 'Chatterjee', gender: 'Female', city: 3 },
  { first: 'Manish', last: 'Yadav', gender: 'Male', city: 14 },
  { first: 'Neha', last: 'Bhatt', gender: 'Female', city: 15 },
  { first: 'Suresh', last: 'Patil', gender: 'Male', city: 19 },
  { first: 'Lakshmi', last: 'Venkatesh', gender: 'Female', city: 16 },
  { first: 'Amit', last: 'Mishra', gender: 'Male', city: 17 },
  { first: 'Ritu', last: 'Malhotra', gender: 'Female', city: 18 },
  { first: 'Gaurav', last: 'Saxena', gender: 'Male', city: 18 },
  { first: 'Tanvi', last: 'Shetty', gender: 'Female', city: 16 },
  { first: 'Nikhil', last: 'Bose', gender: 'Male', city: 3 },
  { first: 'Shreya', last: 'Das', gender: 'Female', city: 20 },
  { first: 'Imran', last: 'Qureshi', gender: 'Male', city: 6 },
  { first: 'Simran', last: 'Gill', gender: 'Female', city: 21 },
  { first: 'Ravi', last: 'Kashyap', gender: 'Others', city: 19 },
];

export interface SeedAstrologer {
  name: string;
  gender: 'Male' | 'Female' | 'Others';
  types: readonly string[];
  languages: string;
  expertise: string;
  skills: string;
  experience: number;
  rating: number;
  chargePaise: number;
  dob: string;
  about: string;
  /** Percent with two decimals; null while the astrologer waits for approval. */
  commission: number | null;
}

export const SEED_ASTROLOGERS: readonly SeedAstrologer[] = [
  {
    name: 'Pandit Ramesh Shastri',
    gender: 'Male',
    types: ['Vedic', 'KP', 'Horary'],
    languages: 'Hindi, Sanskrit, English',
    expertise: 'Marriage, Career, Kundli Matching',
    skills: 'Kundli, Prashna, Muhurat',
    experience: 22,
    rating: 4.8,
    chargePaise: 3500,
    dob: '1968-08-14',
    about: 'A third-generation Vedic astrologer from Varanasi who studied Jyotish at Sampurnanand Sanskrit University. He reads birth charts with Parashari and KP methods and is known for precise marriage and career timing.',
    commission: 20,
  },
  {
    name: 'Sunita Trivedi',
    gender: 'Female',
    types: ['Tarot', 'Numerology'],
    languages: 'Hindi, English, Gujarati',
    expertise: 'Love and Relationships, Career',
    skills: 'Tarot, Name Numerology',
    experience: 9,
    rating: 4.6,
    chargePaise: 2500,
    dob: '1986-03-02',
    about: 'Certified tarot reader and numerologist from Ahmedabad who gives gentle, practical guidance on relationships and career choices.',
    commission: 25.5,
  },
  {
    name: 'Venkatesh Raghavan',
    gender: 'Male',
    types: ['Vedic', 'Nadi', 'Vastu'],
    languages: 'Tamil, Telugu, English',
    expertise: 'Health, Education, Muhurat',
    skills: 'Nadi Leaves, Vastu',
    experience: 30,
    rating: 4.9,
    chargePaise: 5000,
    dob: '1961-11-20',
    about: 'Nadi astrologer trained in Vaitheeswaran Koil, with three decades of consultations on health, education and auspicious timings.',
    commission: 30,
  },
  {
    name: 'Meenakshi Pillai',
    gender: 'Female',
    types: ['Palmistry', 'Face Reading'],
    languages: 'Malayalam, Tamil, English',
    expertise: 'Marriage, Family, Children',
    skills: 'Palm Reading, Face Reading',
    experience: 12,
    rating: 4.4,
    chargePaise: 2000,
    dob: '1982-06-09',
    about: 'Palmist from Kochi who combines hand and face reading to answer questions about family life, children and marriage.',
    commission: 22.75,
  },
  {
    name: 'Gurpreet Sodhi',
    gender: 'Male',
    types: ['Lal Kitab', 'Vastu'],
    languages: 'Punjabi, Hindi, English',
    expertise: 'Business, Property, Vastu',
    skills: 'Lal Kitab Remedies',
    experience: 15,
    rating: 4.5,
    chargePaise: 3000,
    dob: '1979-01-27',
    about: 'Lal Kitab expert from Amritsar known for simple, affordable remedies for business and property matters.',
    commission: 18,
  },
  {
    name: 'Ankita Ghosh',
    gender: 'Female',
    types: ['Tarot', 'Psychic', 'Cartomancy'],
    languages: 'Bengali, Hindi, English',
    expertise: 'Love, Career, Spiritual Guidance',
    skills: 'Tarot, Oracle Cards',
    experience: 4,
    rating: 4,
    chargePaise: 1500,
    dob: '1995-09-18',
    about: 'Intuitive tarot and card reader from Kolkata who helps clients find clarity in love and career decisions.',
    commission: null,
  },
  {
    name: 'Hemant Joshi',
    gender: 'Male',
    types: ['Numerology', 'Loshu grid'],
    languages: 'Gujarati, Hindi',
    expertise: 'Name Correction, Business, Gemstones',
    skills: 'Loshu Grid, Mobile Numerology',
    experience: 6,
    rating: 3.8,
    chargePaise: 1800,
    dob: '1990-12-05',
    about: 'Numerologist from Vadodara who suggests name and business-name corrections using the Loshu grid.',
    commission: null,
  },
  {
    name: 'Kavita Rao',
    gender: 'Female',
    types: ['Western', 'Life Coach', 'Psychologist'],
    languages: 'Kannada, English',
    expertise: 'Stress, Relationships, Career',
    skills: 'Counselling, Western Charts',
    experience: 3,
    rating: 4.2,
    chargePaise: 2200,
    dob: '1993-04-21',
    about: 'Counselling psychologist and life coach from Bengaluru who blends Western astrology with practical coaching.',
    commission: null,
  },
];
