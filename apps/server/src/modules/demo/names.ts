/** Name and place lists for the demo people, by country of the mobile picker. */
export interface Locale {
  country: 'in' | 'lk' | 'bd';
  dial: string;
  pincodeLength: number;
  firstNames: readonly string[];
  lastNames: readonly string[];
  cities: readonly { city: string; pincode: string }[];
  streets: readonly string[];
}

export const INDIA: Locale = {
  country: 'in',
  dial: '91',
  pincodeLength: 6,
  firstNames: [
    'Aarav',
    'Vivaan',
    'Aditya',
    'Vihaan',
    'Arjun',
    'Sai',
    'Reyansh',
    'Krishna',
    'Ishaan',
    'Rohan',
    'Ananya',
    'Diya',
    'Aadhya',
    'Saanvi',
    'Kavya',
    'Meera',
    'Isha',
    'Riya',
    'Neha',
    'Pooja',
    'Rahul',
    'Vikram',
    'Suresh',
    'Deepa',
    'Anjali',
    'Manish',
    'Sneha',
    'Ravi',
    'Kiran',
    'Farhan',
  ],
  lastNames: [
    'Sharma',
    'Verma',
    'Iyer',
    'Reddy',
    'Nair',
    'Patel',
    'Gupta',
    'Singh',
    'Das',
    'Kulkarni',
    'Chatterjee',
    'Mukherjee',
    'Joshi',
    'Shetty',
    'Agarwal',
    'Bhat',
    'Malhotra',
    'Chopra',
    'Rao',
    'Qureshi',
  ],
  cities: [
    { city: 'Mumbai', pincode: '4000' },
    { city: 'Bengaluru', pincode: '5600' },
    { city: 'New Delhi', pincode: '1100' },
    { city: 'Chennai', pincode: '6000' },
    { city: 'Hyderabad', pincode: '5000' },
    { city: 'Pune', pincode: '4110' },
    { city: 'Kolkata', pincode: '7000' },
    { city: 'Ahmedabad', pincode: '3800' },
  ],
  streets: ['MG Road', 'Linking Road', 'Anna Salai', 'Park Street', 'FC Road', 'Banjara Hills Road No. 12'],
};

export const SRI_LANKA: Locale = {
  country: 'lk',
  dial: '94',
  pincodeLength: 5,
  firstNames: ['Kasun', 'Nimal', 'Dilshan', 'Chamari', 'Tharushi', 'Sanduni', 'Ruwan', 'Ishara'],
  lastNames: ['Perera', 'Fernando', 'Silva', 'Jayasuriya', 'Bandara', 'Wickramasinghe'],
  cities: [
    { city: 'Colombo', pincode: '000' },
    { city: 'Kandy', pincode: '200' },
    { city: 'Galle', pincode: '800' },
  ],
  streets: ['Galle Road', 'Duplication Road', 'Peradeniya Road'],
};

export const BANGLADESH: Locale = {
  country: 'bd',
  dial: '880',
  pincodeLength: 4,
  firstNames: ['Tanvir', 'Nusrat', 'Rafiq', 'Sadia', 'Imran', 'Farzana', 'Arif', 'Mim'],
  lastNames: ['Rahman', 'Hossain', 'Islam', 'Ahmed', 'Chowdhury', 'Karim'],
  cities: [
    { city: 'Dhaka', pincode: '12' },
    { city: 'Chattogram', pincode: '40' },
  ],
  streets: ['Gulshan Avenue', 'Road 27 Dhanmondi', 'Agrabad Access Road'],
};

export const BUILDINGS = [
  'Lotus Apartments',
  'Green Acres',
  'Sunrise Towers',
  'Palm Grove',
  'Lake View Residency',
  'Silver Oak',
] as const;

export const SPACE_NAMES = [
  'Living Room',
  'Bedroom',
  'Kitchen',
  'Master Bedroom',
  'Kids Room',
  'Study',
  'Dining Room',
  'Balcony',
  'Utility',
] as const;
