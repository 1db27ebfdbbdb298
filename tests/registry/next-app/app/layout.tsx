import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

// No icon file to ask for: the page loads nothing but its own code.
export const metadata: Metadata = { title: 'Registry fixture (Next.js)', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
