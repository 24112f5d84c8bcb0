"use client";

/** Last resort when even the layout fails: plain, bilingual, no stack trace. */
export default function GlobalError({ reset }: { reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "4rem 1rem" }}>
        <h1>Something went wrong</h1>
        <p lang="th">เกิดข้อผิดพลาดบางอย่าง</p>
        <button type="button" onClick={reset} style={{ marginTop: "1.5rem", padding: "0.5rem 1rem" }}>
          Try again / ลองอีกครั้ง
        </button>
      </body>
    </html>
  );
}
