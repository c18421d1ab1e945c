/** A lease of `pages` pages: its usual clauses first, then numbered covenants to fill the rest. */
export function leasePages(pages: number): string[] {
  const opening = [
    'LEASE',
    'THIS LEASE is made on the 1st day of March 2019',
    'BETWEEN (1) Harbour Properties Limited (the "Landlord") and (2) Quayside Coffee Limited (the "Tenant").',
    '1. The Term is fifteen (15) years from 25 March 2019.',
    '2. The Tenant shall pay the yearly rent of £32,500 by quarterly payments.',
    '3. The Tenant shall not assign the Premises without the consent of the Landlord.',
    '4. The Landlord may determine this Lease on 24 June 2027 by six months notice.',
    '5. This Lease shall be construed in accordance with the laws of England.',
  ];
  return Array.from({ length: pages }, (_, page) =>
    (page === 0
      ? opening
      : Array.from({ length: 30 }, (_, line) => `${page + 5}.${line + 1} The Tenant shall observe covenant ${page * 30 + line} of the Schedule.`)
    ).join('\n'),
  );
}
