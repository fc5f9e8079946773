// The fields of each form of the Site Content screen, with the server's limits as counts and
// hints that say where each text shows on the site.

import type { ComponentChildren } from 'preact';
import { TranslatedField } from '@/components/translation/translated-field';
import { Field } from '@/components/ui/field';

import { valueAt } from '../editable';
import type { FormId } from '../forms';
import { LIMITS, NETWORKS } from '../rules';
import type { Network, SocialLink } from '../types';
import { MediaField, NetworkField, SwitchField, TextField } from './fields';
import { useSectionForm, useTextField, useTranslatedPath } from './form-context';
import { ListEditor, Which } from './list-editor';
import { nativeLanguageName } from '@/lib/language-names';

/** How a heading marks its accent words. */
const ACCENT = (
  <>
    Put <code class="font-mono text-ink/80">*asterisks*</code> around words to draw them in the accent colour.
  </>
);

function Group({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <section class="flex flex-col gap-5 border-t border-line pt-5">
      <h3 class="font-sans text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function HeroFields() {
  return (
    <>
      <TextField path="eyebrow" label="Eyebrow" optional max={80} hint="The small line above the headline." />
      <TextField path="headline" label="Headline" optional max={80} hint={<>Empty: the site’s name. {ACCENT}</>} />
      <TextField path="subtitle" label="Subtitle" max={300} rows={3} hint="The promise under the headline." />
      <div class="grid gap-5 sm:grid-cols-2">
        <TextField path="primaryLabel" label="Main button" max={30} hint="Leads to the contact form." />
        <TextField path="secondaryLabel" label="Second button" optional max={30} hint="Leads to the work. Empty: none." />
      </div>
      <ListEditor
        list="capabilities"
        legend="Capabilities"
        hint="Short words along the foot of the hero."
        itemName="capability"
        plural="capabilities"
        max={LIMITS.capabilities}
        make={() => ''}
        empty="No capabilities: the foot of the hero shows none."
      >
        {(i, path) => (
          <TextField
            path={path}
            label={
              <>
                Capability<Which>{i + 1}</Which>
              </>
            }
            max={30}
          />
        )}
      </ListEditor>
      <MediaField
        path="media"
        label="Picture or video"
        accept="image-or-video"
        hint="From the library: a picture, or a muted looping video such as the agency’s reel. Empty: the site’s showreel."
      />
    </>
  );
}

function StatsFields() {
  return (
    <ListEditor
      list=""
      legend="Stats"
      hint="Short figures such as 100+, 10K+ or 4.9★, each with what it counts."
      itemName="stat"
      max={LIMITS.stats}
      make={() => ({ value: '', label: '' })}
      empty="No stats: the band is left out of the home page."
      layout="sm:grid-cols-[8rem_minmax(0,1fr)]"
    >
      {(i, path) => (
        <>
          <TextField
            path={`${path}.value`}
            label={
              <>
                Figure<Which>of stat {i + 1}</Which>
              </>
            }
            max={12}
            placeholder="100+"
          />
          <TextField
            path={`${path}.label`}
            label={
              <>
                Label<Which>of stat {i + 1}</Which>
              </>
            }
            max={60}
            placeholder="UGC videos created"
          />
        </>
      )}
    </ListEditor>
  );
}

function ProcessFields() {
  return (
    <>
      <TextField path="heading" label="Heading" max={120} hint={ACCENT} />
      <TextField path="intro" label="Introduction" optional max={300} rows={3} />
      <ListEditor
        list="steps"
        legend="Steps"
        hint="Numbered in this order."
        itemName="step"
        max={LIMITS.steps}
        make={() => ({ title: '', description: '' })}
        empty="Keep at least one step."
      >
        {(i, path) => (
          <>
            <TextField
              path={`${path}.title`}
              label={
                <>
                  Title<Which>of step {i + 1}</Which>
                </>
              }
              max={60}
            />
            <TextField
              path={`${path}.description`}
              label={
                <>
                  Description<Which>of step {i + 1}</Which>
                </>
              }
              max={300}
              rows={3}
            />
          </>
        )}
      </ListEditor>
    </>
  );
}

/** Profile links: a network (each once) and its address. A new link takes a network not linked yet. */
function LinksEditor({ list, legend, hint, owner }: { list: string; legend: string; hint: string; owner: string }) {
  const form = useSectionForm();
  const used = ((valueAt(form.state.draft, list) ?? []) as { value: SocialLink }[]).map((row) => row.value.network);
  const free: Network = NETWORKS.find((n) => !used.includes(n.value))?.value ?? 'instagram';
  return (
    <ListEditor
      list={list}
      legend={legend}
      hint={hint}
      itemName="link"
      max={LIMITS.links}
      make={() => ({ network: free, url: '' })}
      empty={`No links: ${owner} shows none.`}
      layout="sm:grid-cols-[9rem_minmax(0,1fr)]"
    >
      {(i, path) => (
        <>
          <NetworkField
            path={`${path}.network`}
            label={
              <>
                Network<Which>of link {i + 1}</Which>
              </>
            }
          />
          <TextField
            path={`${path}.url`}
            label={
              <>
                Address<Which>of link {i + 1}</Which>
              </>
            }
            placeholder="https://www.instagram.com/…"
          />
        </>
      )}
    </ListEditor>
  );
}

function AboutFields() {
  return (
    <>
      <TextField path="heading" label="Heading" max={120} hint={ACCENT} />
      <TextField path="body" label="Text" max={2000} rows={7} hint="Paragraphs are separated by a blank line." />
      <ListEditor
        list="values"
        legend="Values"
        hint="What the agency stands for, under the text."
        itemName="value"
        max={LIMITS.values}
        make={() => ({ title: '', text: '' })}
        empty="No values: none are shown."
      >
        {(i, path) => (
          <>
            <TextField
              path={`${path}.title`}
              label={
                <>
                  Title<Which>of value {i + 1}</Which>
                </>
              }
              max={60}
            />
            <TextField
              path={`${path}.text`}
              label={
                <>
                  Text<Which>of value {i + 1}</Which>
                </>
              }
              max={200}
              rows={2}
            />
          </>
        )}
      </ListEditor>
      <Group title="Founder">
        <div class="grid gap-5 sm:grid-cols-2">
          <TextField path="founder.name" label="Name" optional max={80} hint="Empty: no founder card." />
          <TextField path="founder.position" label="Position" optional max={80} />
        </div>
        <MediaField path="founder.photo" label="Photo" hint="From the library, or an http(s) address." />
        <LinksEditor list="founder.links" legend="Founder’s profiles" hint="Icons on the founder’s card." owner="the card" />
      </Group>
    </>
  );
}

function FaqFields() {
  return (
    <>
      <TextField path="heading" label="Heading" max={120} hint={ACCENT} />
      <ListEditor
        list="items"
        legend="Questions"
        hint="Each opens to its answer on the page; search engines get them as the home page’s FAQ."
        itemName="question"
        max={LIMITS.questions}
        make={() => ({ question: '', answer: '' })}
        empty="No questions: the section is left out."
      >
        {(i, path) => (
          <>
            <TextField
              path={`${path}.question`}
              label={
                <>
                  Question<Which>{i + 1}</Which>
                </>
              }
              max={200}
            />
            <TextField
              path={`${path}.answer`}
              label={
                <>
                  Answer<Which>to question {i + 1}</Which>
                </>
              }
              max={1000}
              rows={3}
            />
          </>
        )}
      </ListEditor>
    </>
  );
}

function CtaFields() {
  return (
    <>
      <TextField path="heading" label="Heading" max={160} rows={2} hint={ACCENT} />
      <TextField path="text" label="Text" optional max={300} rows={2} />
      <TextField path="buttonLabel" label="Button" max={30} hint="Leads to the contact form." />
    </>
  );
}

function ContactFields() {
  return (
    <>
      <TextField path="heading" label="Heading" max={120} hint={ACCENT} />
      <TextField path="intro" label="Introduction" optional max={400} rows={4} hint="Beside the contact form." />
    </>
  );
}

function FooterFields() {
  return (
    <>
      <TextField path="tagline" label="Tagline" optional max={120} hint="The large line of the footer." />
      <LinksEditor
        list="links"
        legend="Social links"
        hint="The agency’s profiles: in the footer, and for search engines."
        owner="the footer"
      />
    </>
  );
}

function LegalFields({ field, page }: { field: 'privacyMarkdown' | 'termsMarkdown'; page: string }) {
  const { controls } = useSectionForm();
  const text = useTextField(field);
  const translated = useTranslatedPath(field);
  const Editor = controls.markdownInput;
  const label = field === 'privacyMarkdown' ? 'Privacy Policy' : 'Terms of Service';
  if (translated?.status) {
    return (
      <TranslatedField
        field={text.key}
        tall
        label={label}
        status={translated.status}
        source={translated.sourceText}
        sourceLang={translated.defaultLang}
        lang={translated.lang}
        error={text.error}
        hint={`Markdown, as the page at /${translated.lang}${page} shows it. Empty: the ${nativeLanguageName(translated.defaultLang)} text.`}
      >
        {(control) => <Editor control={control} value={text.value} onChange={text.set} narrow />}
      </TranslatedField>
    );
  }
  return (
    <Field
      label={label}
      error={text.error}
      hint={`Markdown, rendered by the server as the page at ${page} shows it. Empty: no page and no footer link.`}
    >
      {(control) => <Editor control={control} value={text.value} onChange={text.set} />}
    </Field>
  );
}

function SectionsFields() {
  return (
    <div class="flex flex-col gap-3">
      <p class="text-sm text-muted">A hidden section keeps its content: turn it on again and it is back as it was.</p>
      <SwitchField path="stats" label="Stats" hint="The band of figures under the services." />
      <SwitchField path="testimonials" label="Testimonials" hint="What clients say (the active testimonials)." />
      <SwitchField path="clientLogos" label="Client logos" hint="The band of logos (the active client logos)." />
      <SwitchField path="blogTeaser" label="Blog teaser" hint="The newest articles of the blog." />
      <SwitchField path="faq" label="FAQ" hint="The questions, on the page and for search engines." />
      <SwitchField path="visitCounter" label="Visit counter" hint="The number of visits beside the contact form." />
    </div>
  );
}

export function SectionFields({ id }: { id: FormId }) {
  switch (id) {
    case 'hero':
      return <HeroFields />;
    case 'stats':
      return <StatsFields />;
    case 'process':
      return <ProcessFields />;
    case 'about':
      return <AboutFields />;
    case 'faq':
      return <FaqFields />;
    case 'cta':
      return <CtaFields />;
    case 'contact':
      return <ContactFields />;
    case 'social':
      return <FooterFields />;
    case 'privacy':
      return <LegalFields field="privacyMarkdown" page="/privacy" />;
    case 'terms':
      return <LegalFields field="termsMarkdown" page="/terms" />;
    case 'sections':
      return <SectionsFields />;
  }
}
