export interface PageMeta {
  title: string;
  description: string;
}
