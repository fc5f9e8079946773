//! The Privacy Policy and Terms a new site starts with (Markdown, edited under Site Content). They
//! say what this software does with visitors' data; the agency adapts them to its business and
//! jurisdiction. The page's title is its heading, so the text starts below it. Kept in one place:
//! the Spanish ones (`PRIVACY_ES`, `TERMS_ES`) sit beside the English.

pub const PRIVACY: &str = "\
This policy explains what we collect when you visit this website or write to us, why, and what you \
can ask of us.

## What we collect

- **When you write to us** through the contact form: your name, e-mail address, the subject and \
your message. We use them only to answer you and to prepare a proposal you asked for.
- **When you visit**: which page was viewed, when, the site that sent you there (such as a search \
engine) and whether the device is a phone, a tablet or a computer. This website sets **no cookies** \
for this and stores no identifier of you or your device; visits are counted in daily totals.
- **Where your visit came from, sent only with a message**: while you browse, your browser keeps in \
this tab's session storage (erased when you close the tab; **not a cookie**) the first page you \
opened, with the campaign tags in its address (`utm_source`, `utm_medium`, `utm_campaign`), and \
the website that linked to it. None of it leaves your browser unless you send the contact form; \
then it is stored with your message, with whether the device is a phone, a tablet or a computer.
- **To keep spam out**: when you first use the contact form, our server gives it a signed time, so \
that the time taken to write the message, its links and the address's domain can tell a message \
from likely spam. The result and its reasons are stored with the message; nothing of it \
identifies you.

We do not sell or rent personal data, and we do not use it for advertising profiles.

## How long we keep it

Messages, with where the visit came from and the spam check's result, are kept as long as needed to \
answer you and to keep a record of our work together, and no longer than the law requires. Visit \
totals hold no personal data.

## Who can see it

Only our team, on our own server. The site's administrators may receive a copy of your message by \
e-mail.

## Your rights

You can ask us to show you, correct or delete the personal data we hold about you, or object to its \
use. Write to us through the contact form or at the e-mail address shown on the home page.

## Changes

If this policy changes, the new version is published on this page with its date.
";

pub const TERMS: &str = "\
By using this website you accept these terms.

## The website

The content of this website (texts, images, videos and logos) belongs to us or to our clients and \
is shown with their permission. You may view and share links to it; you may not copy or reuse it \
without our written permission.

## Proposals and services

Prices, timings and deliverables are agreed in writing for each project. Nothing on this website \
is a binding offer.

## Messages you send

Send only information you are entitled to share. Do not use the contact form to send advertising or \
harmful content.

## Liability

We take care that the information here is accurate and current, but we cannot guarantee it. We are \
not responsible for the content of other websites we link to.

## Changes

We may update these terms; the version on this page applies from its publication.
";

pub const PRIVACY_ES: &str = "\
Esta política explica qué datos recopilamos cuando visitas este sitio web o nos escribes, para qué \
los usamos y qué puedes pedirnos.

## Qué recopilamos

- **Cuando nos escribes** a través del formulario de contacto: tu nombre, tu correo electrónico, el \
asunto y tu mensaje. Los usamos solo para responderte y para preparar la propuesta que nos pediste.
- **Cuando nos visitas**: qué página se vio, cuándo, el sitio que te trajo hasta aquí (por ejemplo, \
un buscador) y si el dispositivo es un teléfono, una tableta o una computadora. Para esto, este \
sitio **no usa cookies** ni guarda ningún identificador tuyo o de tu dispositivo; las visitas se \
cuentan en totales diarios.
- **De dónde vino tu visita, enviado solo con un mensaje**: mientras navegas, tu navegador guarda \
en el almacenamiento de sesión de esta pestaña (se borra al cerrarla; **no es una cookie**) la \
primera página que abriste, con las etiquetas de campaña de su dirección (`utm_source`, \
`utm_medium`, `utm_campaign`), y el sitio web que te llevó a ella. Nada de ello sale de tu \
navegador salvo que envíes el formulario de contacto; entonces se guarda con tu mensaje, junto con \
si el dispositivo es un teléfono, una tableta o una computadora.
- **Para filtrar el spam**: cuando usas el formulario de contacto por primera vez, nuestro servidor \
le da una hora firmada, para que el tiempo que tomó escribir el mensaje, sus enlaces y el dominio \
del correo permitan distinguir un mensaje de un probable spam. El resultado y sus motivos se \
guardan con el mensaje; nada de ello te identifica.

No vendemos ni alquilamos datos personales, ni los usamos para crear perfiles publicitarios.

## Cuánto tiempo los guardamos

Guardamos los mensajes, con el origen de la visita y el resultado del filtro de spam, el tiempo \
necesario para responderte y para llevar un registro de nuestro trabajo juntos, y no más de lo que \
exige la ley. Los totales de visitas no contienen datos \
personales.

## Quién puede verlos

Solo nuestro equipo, en nuestro propio servidor. Los administradores del sitio pueden recibir una \
copia de tu mensaje por correo electrónico.

## Tus derechos

Puedes pedirnos ver, corregir o borrar los datos personales que tenemos sobre ti, u oponerte a que \
los usemos. Escríbenos a través del formulario de contacto o al correo electrónico que aparece en la \
página de inicio.

## Cambios

Si esta política cambia, publicaremos la nueva versión en esta página, con su fecha.
";

pub const TERMS_ES: &str = "\
Al usar este sitio web, aceptas estos términos.

## El sitio web

El contenido de este sitio web (textos, imágenes, videos y logos) nos pertenece a nosotros o a \
nuestros clientes, y se muestra con su permiso. Puedes verlo y compartir enlaces a él; no puedes \
copiarlo ni reutilizarlo sin nuestro permiso por escrito.

## Propuestas y servicios

Los precios, los plazos y los entregables se acuerdan por escrito para cada proyecto. Nada de lo que \
aparece en este sitio web es una oferta vinculante.

## Los mensajes que nos envías

Envía solo información que tengas derecho a compartir. No uses el formulario de contacto para enviar \
publicidad ni contenido dañino.

## Responsabilidad

Procuramos que la información de este sitio sea correcta y esté al día, pero no podemos \
garantizarlo. No somos responsables del contenido de otros sitios web a los que enlazamos.

## Cambios

Podemos actualizar estos términos; la versión publicada en esta página se aplica desde el momento de \
su publicación.
";
