-- The site speaks English and Spanish (docs/DESIGN.md, "HTTP contract, phase 3": languages), the
-- first being the default. A site upgraded to this version speaks both too: its Spanish pages
-- show the Spanish default copy and the demo content's translations where the English is still
-- the shipped text, and its own English elsewhere, until an editor translates it.
insert or ignore into settings (key, value) values ('languages', 'en,es');
