// Reference data of the demo: a fictional utility in Maputo with real bairro names and plausible tariffs.

export const demoUsers = [
  {
    id: 1,
    name: 'Administrador do Sistema',
    username: 'admin',
    password: 'admin123',
    role: 'ADMIN',
    phoneNumber: '841000001',
    address: 'Av. Eduardo Mondlane, 1234, Maputo',
  },
  {
    id: 2,
    name: 'Técnico de Campo',
    username: 'tecnico',
    password: 'tecnico123',
    role: 'FIELD_TECH',
    phoneNumber: '821000002',
    address: 'Rua da Resistência, 45, Maputo',
  },
] as const;

export const demoEnterprise = {
  id: 1,
  name: 'Águas do Maputo, E.P.',
  email: 'geral@aguasdomaputo.co.mz',
  nuit: '400123456',
  phoneNumber: '21300400',
  address: 'Av. 25 de Setembro, 1502, Maputo',
};

export const demoZones = [
  {
    id: 1,
    designation: 'Polana Caniço',
    description: 'Bairro Polana Caniço A e B, Distrito Municipal KaMaxakeni',
  },
  {
    id: 2,
    designation: 'Magoanine',
    description: 'Bairro Magoanine A, B e C, Distrito Municipal KaMubukwana',
  },
  { id: 3, designation: 'Zimpeto', description: 'Bairro Zimpeto, Distrito Municipal KaMubukwana' },
  {
    id: 4,
    designation: 'Malhangalene',
    description: 'Bairro Malhangalene A e B, Distrito Municipal KaMpfumo',
  },
  {
    id: 5,
    designation: 'Chamanculo',
    description: 'Bairro Chamanculo A, B, C e D, Distrito Municipal Nlhamankulu',
  },
];

/** Prices in centavos. Consumption ranges (m³ per month) drive the simulated readings. */
export const demoContractTypes = [
  {
    id: 1,
    designation: 'Doméstico',
    minimumConsumptionValue: 150_00,
    pricePerConsumptionUnit: 32_50,
    reconnectionFee: 500_00,
    consumption: [2, 22],
  },
  {
    id: 2,
    designation: 'Comercial',
    minimumConsumptionValue: 450_00,
    pricePerConsumptionUnit: 55_00,
    reconnectionFee: 1000_00,
    consumption: [12, 60],
  },
  {
    id: 3,
    designation: 'Público',
    minimumConsumptionValue: 300_00,
    pricePerConsumptionUnit: 42_75,
    reconnectionFee: 750_00,
    consumption: [10, 45],
  },
] as const;

export const demoInvoiceConfiguration = {
  id: 1,
  description: 'Prazo de pagamento padrão',
  minInterval: 1,
  maxInterval: 15,
};

export const demoFineTiers = [
  { id: 1, minInterval: 1, maxInterval: 30, acruedFinePercentage: 5 },
  { id: 2, minInterval: 31, maxInterval: 60, acruedFinePercentage: 10 },
  { id: 3, minInterval: 61, maxInterval: 3650, acruedFinePercentage: 15 },
];

export const demoRubrics = [
  { id: 1, name: 'Taxa de Ligação', description: 'Ligação de um novo ramal à rede', price: 1500_00 },
  { id: 2, name: 'Religação', description: 'Restabelecimento do abastecimento após corte', price: 500_00 },
  {
    id: 3,
    name: 'Substituição de Contador',
    description: 'Troca de contador avariado ou violado',
    price: 2500_00,
  },
  { id: 4, name: 'Vistoria Técnica', description: 'Visita técnica a pedido do cliente', price: 350_00 },
  { id: 5, name: 'Segunda Via de Factura', description: 'Reemissão de factura em papel', price: 50_00 },
];

export const businessClients = {
  2: [
    'Mercearia Boa Esperança, Lda',
    'Padaria Nova Malhangalene',
    'Restaurante Sabor da Terra',
    'Oficina Auto Zimpeto',
    'Salão Beleza Africana',
    'Farmácia Magoanine',
  ],
  3: [
    'Escola Primária Completa de Chamanculo',
    'Centro de Saúde de Zimpeto',
    'Mercado de Malhangalene',
    'Esquadra da PRM de Magoanine',
  ],
} as const;

export const firstNames = [
  'Amélia',
  'Armando',
  'Benedita',
  'Celestino',
  'Cremildo',
  'Custódio',
  'Dinis',
  'Ercília',
  'Esperança',
  'Fátima',
  'Felizarda',
  'Filomena',
  'Gervásio',
  'Graça',
  'Hélder',
  'Inocência',
  'Isabel',
  'Jacinto',
  'Joaquim',
  'Josefa',
  'Lurdes',
  'Manuel',
  'Marta',
  'Mateus',
  'Nélia',
  'Orlando',
  'Paulino',
  'Rosalina',
  'Salomão',
  'Teresa',
  'Tomás',
  'Virgínia',
  'Zacarias',
  'Alberto',
  'Luísa',
  'Arlindo',
  'Celeste',
  'Eusébio',
  'Judite',
  'Anselmo',
];

export const surnames = [
  'Machava',
  'Mahumane',
  'Langa',
  'Sitoe',
  'Nhantumbo',
  'Tembe',
  'Mucavele',
  'Chongo',
  'Cumbe',
  'Massinga',
  'Manhiça',
  'Muianga',
  'Matsinhe',
  'Bila',
  'Cuambe',
  'Zandamela',
  'Nhaca',
  'Mussa',
  'Ussene',
  'Tivane',
  'Maússe',
  'Sambo',
  'Chirindza',
  'Guambe',
  'Mavie',
  'Novela',
  'Uamusse',
  'Chilaule',
  'Macuácua',
  'Cossa',
];

export const meterBrands = ['Genérico', 'Itron', 'Sensus', 'Elster', 'Zenner'];

/** Weighted like a Maputo cash office: mobile money first. */
export const paymentMethodWeights = [
  ['MPESA', 50],
  ['EMOLA', 15],
  ['NUMERARIO', 20],
  ['TRANSFERENCIA', 10],
  ['POS', 5],
] as const;
