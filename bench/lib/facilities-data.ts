import { withClient } from './database';

/**
 * Realistic variety: names, streets, cities and contact persons are composed from syllable and
 * name lists (tens of thousands of distinct words), so a 3-letter search matches a few percent of
 * the facilities, as in real data — not a third of them, as a handful of repeated words would.
 */
export async function seedFacilities(url: string, count: number) {
  await withClient(url, async (db) => {
    await db.query(`
      with syl as (select array['al','ber','cor','dan','el','fen','gar','hol','ing','jo','kel','lin','mar','nor','ost','pal',
                                 'quin','ros','sel','tan','ul','ven','wal','xan','yor','zen','bach','burg','dorf','feld','hain',
                                 'hof','kamp','loh','mühl','rod','stein','tal','wald','wies','au','brück','eck','grund'] as s),
           pick as (select i, s, array_length(s, 1) as n,
                           ('x' || substr(md5(i::text), 1, 8))::bit(32)::int as h1,
                           ('x' || substr(md5(i::text), 9, 8))::bit(32)::int as h2,
                           ('x' || substr(md5(i::text), 17, 8))::bit(32)::int as h3
                    from generate_series(1, $1::int) as g(i), syl)
      insert into facilities (id, name, street, postal_code, city, contact_person, crm_status, billing_rate, travel_cost_rate, meal_allowance_rate, travel_cost_mode, travel_cost_per_km)
      select gen_random_uuid(),
             (array['Haus','Seniorenzentrum','Pflegeheim','Klinikum','Residenz','Stift','Wohnpark','Pflegedienst'])[1 + abs(h1) % 8] || ' ' ||
               initcap(s[1 + abs(h1 / 8) % n] || s[1 + abs(h2) % n] || s[1 + abs(h3) % n]),
             initcap(s[1 + abs(h2 / 7) % n] || s[1 + abs(h3 / 7) % n]) || (array['straße','weg','allee','platz','ring'])[1 + abs(h1 / 5) % 5] || ' ' || (1 + abs(h3) % 200),
             lpad((abs(h1) % 99999)::text, 5, '0'),
             initcap(s[1 + abs(h3 / 11) % n] || s[1 + abs(h1 / 13) % n]) || (array['','hausen','stadt','heim','berg','dorf'])[1 + abs(h2 / 3) % 6],
             (array['Anna','Peter','Maria','Jonas','Lea','Paul','Sophie','Lukas','Emma','Felix','Hanna','Noah','Mia','Elias','Lina','Ben'])[1 + abs(h2 / 17) % 16] || ' ' ||
               initcap(s[1 + abs(h3 / 19) % n] || (array['mann','er','ke','hoff','s','ner','berger','lein'])[1 + abs(h1 / 23) % 8]),
             (array['Lead','Interessent','Kunde','Inaktiv'])[1 + i % 4],
             42.50, 25.00, 14.00,
             case when i % 3 = 0 then 'ProKilometer' else 'Pauschale' end,
             0.30
      from pick`, [count]);
    await db.query('vacuum analyze facilities');
    await db.query('checkpoint');
  });
}

export async function sampleIds(url: string): Promise<string[]> {
  return withClient(url, async (db) => (await db.query('select id from facilities order by random() limit 2000')).rows.map((r) => r.id));
}

