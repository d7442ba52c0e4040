// docs/specification.md §2 routes with the status and main heading a visitor sees in each language.
// Shared by the integration tests (raw HTML) and the browser tests.
export const ROUTES = [
  { path: '/', status: 200, mn: 'Алтан Уул Трейд ХХК', en: 'Altan Uul Trade LLC' },
  { path: '/home', status: 200, mn: 'Алтан Уул Трейд ХХК', en: 'Altan Uul Trade LLC' },
  { path: '/About', status: 200, mn: 'Бидний тухай', en: 'About us' },
  { path: '/service', status: 200, mn: 'Үйлчилгээ', en: 'Services' },
  { path: '/service-single/consulting-services', status: 200, mn: 'Зөвлөх үйлчилгээ', en: 'Consulting Services' },
  {
    path: '/service-single/international-trading',
    status: 200,
    mn: 'Олон улсын худалдаа',
    en: 'International Trading',
  },
  {
    path: '/service-single/transportation-logistics',
    status: 200,
    mn: 'Тээвэр ложистик',
    en: 'Transportation & Logistics',
  },
  { path: '/ProductGroupPage', status: 200, mn: 'Бүтээгдэхүүний төрөл', en: 'Product Plan' },
  { path: '/products/', status: 200, mn: 'Бүтээгдэхүүн', en: 'Products' },
  { path: '/products/Mining%20Equipment', status: 200, mn: 'Уул уурхайн тоног төхөөрөмж', en: 'Mining Equipment' },
  { path: '/products/Drilling%20Bit?page=2', status: 200, mn: 'Өрмийн хошуу', en: 'Mining Drills' },
  { path: '/products/Heavy%20Tires', status: 200, mn: 'Хүнд даацын дугуй', en: 'Heavy Tires' },
  { path: '/shop', status: 200, mn: 'Бүтээгдэхүүн', en: 'Products' },
  {
    path: '/shop-single/otr-tyre-40-00r57-e4',
    status: 200,
    mn: 'Хүнд даацын дугуй 40.00R57 E4 ★★',
    en: 'OTR Tyre 40.00R57 E4 ★★',
  },
  { path: '/contact', status: 200, mn: 'Холбоо барих', en: 'Contact us' },
  { path: '/search?query=bit', status: 200, mn: 'Хайлт', en: 'Search' },
  {
    path: '/Video/transportation-logistics',
    status: 200,
    mn: 'Тээвэр ложистик: видео',
    en: 'Transportation & Logistics: video',
  },
  { path: '/team/batbayar-dorj', status: 200, mn: 'Доржийн Батбаяр', en: 'Batbayar Dorj' },
  { path: '/team/oyunchimeg-bold', status: 200, mn: 'Болдын Оюунчимэг', en: 'Oyunchimeg Bold' },
  { path: '/team/ganzorig-tsend', status: 200, mn: 'Цэндийн Ганзориг', en: 'Ganzorig Tsend' },
  { path: '/quote', status: 200, mn: 'Үнийн саналын жагсаалт', en: 'Quote list' },
  { path: '/wishlist', status: 200, mn: 'Хадгалсан бараа', en: 'Wishlist' },
  { path: '/compare', status: 200, mn: 'Бараа харьцуулах', en: 'Compare products' },
  { path: '/privacy', status: 200, mn: 'Нууцлалын мэдэгдэл', en: 'Privacy notice' },
  { path: '/404', status: 404, mn: 'Өө! Хуудас олдсонгүй!', en: 'Oops! Page Not Found!' },
  { path: '/no/such/page', status: 404, mn: 'Өө! Хуудас олдсонгүй!', en: 'Oops! Page Not Found!' },
  { path: '/service-single/unknown', status: 404, mn: 'Үйлчилгээ олдсонгүй', en: 'Service Not Found' },
  { path: '/products/Unknown%20Category', status: 404, mn: 'Өө! Хуудас олдсонгүй!', en: 'Oops! Page Not Found!' },
  { path: '/team/unknown-person', status: 404, mn: 'Өө! Хуудас олдсонгүй!', en: 'Oops! Page Not Found!' },
  { path: '/Video/unknown', status: 404, mn: 'Өө! Хуудас олдсонгүй!', en: 'Oops! Page Not Found!' },
  { path: '/shop-single/unknown-product', status: 404, mn: 'Өө! Хуудас олдсонгүй!', en: 'Oops! Page Not Found!' },
] as const;

/** A route's address in one language: Mongolian at the route's own path, English under /en/. */
export function withLanguage(path: string, lng: 'mn' | 'en'): string {
  return lng === 'en' ? `/en${path}` : path;
}
