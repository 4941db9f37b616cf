// The demo installation: stores in Korea, Japan and Europe (real addresses and coordinates), servers, product names.

export interface StoreDef {
  storeCode: string;
  storeName: string;
  country: 'KR' | 'JP' | 'FR' | 'DE' | 'NL' | 'GB';
  address: string;
  position: { latitude: number; longitude: number };
}

export const DEMO_STORES: StoreDef[] = [
  {
    storeCode: 'KR001',
    storeName: 'Seoul Gangnam',
    country: 'KR',
    address: '396 Gangnam-daero, Gangnam-gu, Seoul 06232, Korea',
    position: { latitude: 37.4979, longitude: 127.0276 },
  },
  {
    storeCode: 'KR002',
    storeName: 'Busan Haeundae',
    country: 'KR',
    address: '264 Haeundaehaebyeon-ro, Haeundae-gu, Busan 48100, Korea',
    position: { latitude: 35.1587, longitude: 129.1604 },
  },
  {
    storeCode: 'JP001',
    storeName: 'Tokyo Shibuya',
    country: 'JP',
    address: '2-21-1 Shibuya, Shibuya-ku, Tokyo 150-8510, Japan',
    position: { latitude: 35.659, longitude: 139.7036 },
  },
  {
    storeCode: 'JP002',
    storeName: 'Osaka Umeda',
    country: 'JP',
    address: '3-1-1 Umeda, Kita-ku, Osaka 530-0001, Japan',
    position: { latitude: 34.7025, longitude: 135.4959 },
  },
  {
    storeCode: 'EU001',
    storeName: 'Paris Haussmann',
    country: 'FR',
    address: '40 Boulevard Haussmann, 75009 Paris, France',
    position: { latitude: 48.8738, longitude: 2.332 },
  },
  {
    storeCode: 'EU002',
    storeName: 'Berlin Alexanderplatz',
    country: 'DE',
    address: 'Alexanderplatz 9, 10178 Berlin, Germany',
    position: { latitude: 52.5219, longitude: 13.4132 },
  },
  {
    storeCode: 'EU003',
    storeName: 'Amsterdam Dam',
    country: 'NL',
    address: 'Dam 1, 1012 JS Amsterdam, Netherlands',
    position: { latitude: 52.3731, longitude: 4.8932 },
  },
];

/** The manager's two stores. */
export const MANAGER_STORES = ['KR001', 'JP001'];

export const DEMO_SERVERS = [
  { id: 'proxy-01', name: 'Proxy 1', type: 'proxy', state: 'LEADER', ip: '10.0.0.11' },
  { id: 'proxy-02', name: 'Proxy 2', type: 'proxy', state: 'FOLLOWER', ip: '10.0.0.12' },
  { id: 'db-01', name: 'Database 1', type: 'database', state: 'PRIMARY', ip: '10.0.1.21' },
  { id: 'db-02', name: 'Database 2', type: 'database', state: 'SECONDARY', ip: '10.0.1.22' },
  { id: 'db-03', name: 'Database 3', type: 'database', state: 'ARBITER', ip: '10.0.1.23' },
  { id: 'esl-01', name: 'ESL Server 1', type: 'esl', state: 'MASTER', ip: '10.0.2.31' },
  { id: 'esl-02', name: 'ESL Server 2', type: 'esl', state: 'SECONDARY', ip: '10.0.2.32' },
] as const;

/** Tag sizes of doc 1 §9 (type code → inches); the first character of a type gives its features. */
export const TAG_SIZES = ['154', '213', '266', '290', '420', '310', '565', '583', '750', '1330', '565N'];
export const TAG_FEATURES = ['B', 'A', '3', '2', 'D', 'C', '5', '4'];

export const PRODUCT_NAMES: Record<'KR' | 'JP' | 'EU', string[]> = {
  KR: [
    '우유 1L',
    '배추김치 1kg',
    '참기름 320ml',
    '즉석밥 210g',
    '두부 300g',
    '계란 10구',
    '고추장 500g',
    '된장 500g',
    '사과 1.5kg',
    '배 2입',
    '라면 5입',
    '김 10봉',
    '생수 2L',
    '보리차 1.5L',
    '떡볶이 떡 500g',
    '만두 1kg',
    '어묵 300g',
    '식빵',
    '바나나 1송이',
    '쌀 10kg',
  ],
  JP: [
    '牛乳 1L',
    'コシヒカリ 5kg',
    '緑茶 500ml',
    '食パン 6枚切',
    '納豆 3パック',
    '絹豆腐 300g',
    '味噌 750g',
    '醤油 1L',
    'みかん 1kg',
    'りんご 3個',
    'カップ麺',
    '梅干し 200g',
    '卵 10個',
    'ほうじ茶 2L',
    '冷凍餃子 12個',
    'カレールウ',
    'おにぎり 鮭',
    'バナナ',
    'ヨーグルト 400g',
    '天然水 2L',
  ],
  EU: [
    'Whole Milk 1L',
    'Baguette',
    'Emmental 250g',
    'Butter 250g',
    'Orange Juice 1L',
    'Free Range Eggs 10',
    'Penne 500g',
    'Olive Oil 750ml',
    'Ground Coffee 500g',
    'Dark Chocolate 100g',
    'Apples 1kg',
    'Bananas',
    'Croissants 4',
    'Greek Yoghurt 500g',
    'Mineral Water 1.5L',
    'Gouda 400g',
    'Rye Bread',
    'Tomatoes 500g',
    'Muesli 750g',
    'Sparkling Water 1L',
  ],
};

export function regionOf(country: string): 'KR' | 'JP' | 'EU' {
  return country === 'KR' ? 'KR' : country === 'JP' ? 'JP' : 'EU';
}
