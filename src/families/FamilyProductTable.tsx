// The family products of one store (doc 2 §2 "Product list of a store", second table). Slice B builds it.
export function FamilyProductTable(_props: { storeCode: string }) {
  return null;
}
