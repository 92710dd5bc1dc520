export function EoCommReport() {
  return null;
}
