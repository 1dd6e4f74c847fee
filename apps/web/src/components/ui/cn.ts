// Joins class names, skipping falsy ones, so components can take optional extra classes.
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
