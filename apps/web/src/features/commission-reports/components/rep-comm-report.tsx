export function RepCommReport() {
  return null;
}
