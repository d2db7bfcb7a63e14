/**
 * The committed relevance set (issue 24): what a shopper typing each query must see at the top of the
 * seeded catalogue. `top` names products that must all be within the first `within` results (in any
 * order); `first` the one that must lead; `none` a query that must find nothing. A ranking change that
 * breaks one of these is a regression, not a matter of taste: change the set only with a reason.
 */
export interface RelevanceCase {
  query: string;
  /** What kind of query it is, for the report. */
  kind: 'brand' | 'model' | 'misspelling' | 'units' | 'budget' | 'accessory' | 'software' | 'service' | 'need';
  first?: string;
  top?: string[];
  /** How far down `top` may be; its length by default. */
  within?: number;
  none?: true;
}

const MACBOOKS = ['Apple MacBook Air 13 M2', 'Apple MacBook Air 13 M4', 'Apple MacBook Air 15 M4', 'Apple MacBook Pro 14 M4', 'Apple MacBook Pro 16 M4 Pro'];
const RTX_4060 = [
  'MSI Katana 15 B13VFK',
  'Asus ROG Strix G16 G614JV',
  'Acer Predator Helios Neo 16 PHN16-72',
  'Lenovo Legion 5 Gen 9',
  'Asus ROG Zephyrus G14 GA403UV',
];

export const RELEVANCE_SET: RelevanceCase[] = [
  // Brands and models
  { kind: 'brand', query: 'dell', top: ['Dell XPS 13 9350', 'Dell XPS 14 9440', 'Dell Inspiron 15 3530', 'Dell Inspiron 14 Plus 7440', 'Dell Latitude 5450'] },
  {
    kind: 'brand',
    query: 'lenovo',
    top: ['Lenovo ThinkPad E14 Gen 6', 'Lenovo ThinkPad X1 Carbon Gen 12', 'Lenovo Legion 5 Gen 9', 'Lenovo LOQ 15IAX9'],
    within: 6,
  },
  { kind: 'brand', query: 'apple laptop', top: MACBOOKS },
  {
    kind: 'brand',
    query: 'logitech',
    top: ['Logitech MX Master 3S Wireless Mouse', 'Logitech MX Keys S Wireless Keyboard', 'Logitech Brio 300 Full HD Webcam'],
  },
  { kind: 'brand', query: 'msi', top: ['MSI Katana 15 B13VFK', 'MSI Thin GF63 12UCX', 'MSI Cyborg 15 A13VE', 'MSI Modern 14 C12MO'] },
  { kind: 'model', query: 'thinkpad', top: ['Lenovo ThinkPad E14 Gen 6', 'Lenovo ThinkPad X1 Carbon Gen 12'] },
  { kind: 'model', query: 'macbook air', top: ['Apple MacBook Air 13 M2', 'Apple MacBook Air 13 M4', 'Apple MacBook Air 15 M4'] },
  { kind: 'model', query: 'macbook pro', top: ['Apple MacBook Pro 14 M4', 'Apple MacBook Pro 16 M4 Pro'] },
  { kind: 'model', query: 'asus rog', top: ['Asus ROG Zephyrus G14 GA403UV', 'Asus ROG Strix G16 G614JV'] },
  { kind: 'model', query: 'hp victus', first: 'HP Victus 15 fb2 Ryzen 7 RTX 4050' },
  { kind: 'model', query: 'galaxy book4', top: ['Samsung Galaxy Book4 Core i5', 'Samsung Galaxy Book4 Pro 14', 'Samsung Galaxy Book4 Edge 14'] },
  { kind: 'model', query: 'predator', first: 'Acer Predator Helios Neo 16 PHN16-72' },
  // Misspellings
  { kind: 'misspelling', query: 'lenvo', top: ['Lenovo ThinkPad E14 Gen 6', 'Lenovo ThinkPad X1 Carbon Gen 12'], within: 7 },
  { kind: 'misspelling', query: 'thinkpd', top: ['Lenovo ThinkPad E14 Gen 6', 'Lenovo ThinkPad X1 Carbon Gen 12'] },
  { kind: 'misspelling', query: 'mackbook pro', top: ['Apple MacBook Pro 14 M4', 'Apple MacBook Pro 16 M4 Pro'] },
  { kind: 'misspelling', query: 'macbok', top: MACBOOKS },
  { kind: 'misspelling', query: 'vivobok', top: ['Asus Vivobook 15 X1504VA', 'Asus Vivobook S14 OLED S5406MA'] },
  { kind: 'misspelling', query: 'gamng laptop', top: ['Asus TUF Gaming A15 FA506NCR', 'MSI Katana 15 B13VFK'], within: 6 },
  { kind: 'misspelling', query: 'logitek mouse', first: 'Logitech MX Master 3S Wireless Mouse' },
  // Units and specifications
  { kind: 'units', query: 'rtx 4060', top: RTX_4060 },
  { kind: 'units', query: 'rtx4060', top: RTX_4060 },
  { kind: 'units', query: 'rtx3050', top: ['Asus TUF Gaming A15 FA506NCR', 'Lenovo LOQ 15IAX9', 'MSI Thin GF63 12UCX'] },
  { kind: 'units', query: '32 gb', top: ['Dell XPS 13 9350', 'Dell XPS 14 9440', 'Lenovo ThinkPad X1 Carbon Gen 12'] },
  { kind: 'units', query: '1tb ssd', top: ['Samsung T7 Shield 1TB Portable SSD'], within: 3 },
  { kind: 'units', query: 'i5 16gb', top: ['Samsung Galaxy Book4 Core i5', 'Acer Aspire Lite AL15-52'], within: 8 },
  { kind: 'units', query: 'ryzen 3', top: ['HP 255 G10 Ryzen 3 7330U', 'Lenovo IdeaPad Slim 1 Ryzen 3 7320U'] },
  { kind: 'units', query: 'ryzen 5', none: true },
  { kind: 'units', query: '15.6 inch laptop', top: ['Acer Aspire 3 A315-59', 'HP 255 G10 Ryzen 3 7330U', 'Lenovo IdeaPad Slim 3 15IRH8'], within: 16 },
  {
    kind: 'units',
    query: '16 inch laptop',
    top: [
      'Samsung Galaxy Book5 Pro 360',
      'Lenovo Legion 5 Gen 9',
      'Acer Predator Helios Neo 16 PHN16-72',
      'Asus ROG Strix G16 G614JV',
      'Apple MacBook Pro 16 M4 Pro',
    ],
  },
  { kind: 'units', query: 'm4', top: ['Apple MacBook Air 13 M4', 'Apple MacBook Air 15 M4', 'Apple MacBook Pro 14 M4', 'Apple MacBook Pro 16 M4 Pro'] },
  { kind: 'units', query: 'snapdragon', first: 'Samsung Galaxy Book4 Edge 14' },
  // Budgets: laptops first, never the bag or the repair that mention one
  {
    kind: 'budget',
    query: 'laptop under 40000',
    top: [
      'Asus Vivobook 15 X1504VA',
      'HP 255 G10 Ryzen 3 7330U',
      'Lenovo IdeaPad Slim 1 Ryzen 3 7320U',
      'Acer Aspire 3 A315-59',
      'MSI Modern 14 C12MO',
      'Acer Aspire Lite AL15-52',
    ],
  },
  {
    kind: 'budget',
    query: 'gaming laptop under 80000',
    top: ['MSI Thin GF63 12UCX', 'Asus TUF Gaming A15 FA506NCR', 'Acer Nitro V 15 ANV15-51', 'HP Victus 15 fb2 Ryzen 7 RTX 4050'],
  },
  { kind: 'budget', query: 'dell under 60k', first: 'Dell Inspiron 15 3530' },
  { kind: 'budget', query: 'hp laptop under 50000', first: 'HP 255 G10 Ryzen 3 7330U' },
  // Accessories: the thing itself first, not the laptops that mention it
  { kind: 'accessory', query: 'wireless mouse', first: 'Logitech MX Master 3S Wireless Mouse' },
  { kind: 'accessory', query: 'keyboard', first: 'Logitech MX Keys S Wireless Keyboard' },
  { kind: 'accessory', query: 'laptop bag', first: 'HP Prelude Pro 15.6-inch Recycled Backpack' },
  { kind: 'accessory', query: '27 inch monitor', first: 'Dell S2725H 27-inch FHD Monitor' },
  { kind: 'accessory', query: '100w charger', first: 'Anker Prime 100W 3-Port GaN Charger' },
  { kind: 'accessory', query: 'usb c hub', first: 'Ugreen Revodok 7-in-1 USB-C Hub' },
  { kind: 'accessory', query: 'webcam', first: 'Logitech Brio 300 Full HD Webcam' },
  { kind: 'accessory', query: 'portable ssd', first: 'Samsung T7 Shield 1TB Portable SSD' },
  { kind: 'accessory', query: 'cooling pad', first: 'Cooler Master NotePal X-Slim II Cooling Pad' },
  // Software and services
  { kind: 'software', query: 'windows 11', first: 'Windows 11 Pro Retail Licence' },
  { kind: 'software', query: 'antivirus', first: 'Quick Heal Total Security - 3 Users, 1 Year' },
  { kind: 'software', query: 'tally', first: 'Tally Prime Silver - Single User' },
  { kind: 'service', query: 'amc', first: 'Annual Maintenance Contract (AMC) - Laptop' },
  { kind: 'service', query: 'data recovery', first: 'Data Recovery - HDD / SSD' },
  { kind: 'service', query: 'cctv', first: 'CCTV Installation - 4 Camera Kit' },
  // Needs
  { kind: 'need', query: 'business laptop', top: ['Dell Latitude 5450', 'HP EliteBook 840 G11', 'Lenovo ThinkPad E14 Gen 6'] },
  { kind: 'need', query: 'oled laptop', top: ['Asus Zenbook 14 OLED UX3405MA', 'Asus Vivobook S14 OLED S5406MA', 'HP Envy x360 14 OLED'], within: 4 },
];
