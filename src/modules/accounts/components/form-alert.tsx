/**
 * The form's error line. The live region is always in the page (empty when all is well), so screen
 * readers announce a message as soon as it appears; fields point at it with aria-describedby.
 */
export function FormAlert({ id, message }: { id: string; message?: string }) {
  return (
    <div id={id} role="alert" aria-live="assertive" className="text-sm font-medium text-destructive">
      {message}
    </div>
  );
}
