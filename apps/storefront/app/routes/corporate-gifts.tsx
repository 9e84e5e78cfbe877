/**
 * `/corporate-gifts` (spec §2, issue 16 §2): the corporate-gift inquiry (`POST
 * /form/corporate-gifts`, with one attachment) and the collaboration form (`POST
 * /form/collaboration`) on one page. Both post to this route's action as multipart, so they work
 * before the scripts arrive; a refused form keeps what was typed.
 */
import { CollaborationForm, CorporateGiftForm } from '@hadiya/ui';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { useActionData, useNavigation, useSubmit } from 'react-router';
import { postSupportForm, type SupportActionResult } from '../features/support/support.server';
import { loaderContext } from '../lib/loader-context.server';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/corporate-gifts';
import { messages } from './corporate-gifts.messages';

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = loaderContext(request, context);
  const form = await request.formData();
  if (form.get('intent') === 'collaboration') {
    return postSupportForm({
      context,
      locale,
      intent: 'collaboration',
      path: '/form/collaboration',
      form,
      fields: ['company_name', 'email', 'phone_number', 'description'],
      signal: request.signal,
    });
  }
  return postSupportForm({
    context,
    locale,
    intent: 'corporate',
    path: '/form/corporate-gifts',
    form,
    fields: ['name', 'company_name', 'email', 'phone_number', 'description', 'city', 'quantity'],
    signal: request.signal,
  });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return pageMeta({
    root,
    path: location.pathname,
    title: translate(root, messages.title),
    description: translate(root, messages.description),
  });
}

function useSupportSubmit(intent: string) {
  const submit = useSubmit();
  const navigation = useNavigation();
  return {
    isSubmitting: navigation.state === 'submitting' && navigation.formData?.get('intent') === intent,
    send: (formData: FormData) => {
      void submit(formData, { method: 'post', encType: 'multipart/form-data', preventScrollReset: true });
    },
  };
}

export default function CorporateGiftsPage() {
  const intl = useIntl();
  const result = useActionData<typeof action>() as SupportActionResult | undefined;
  const corporate = useSupportSubmit('corporate');
  const collaboration = useSupportSubmit('collaboration');
  const failedOf = (intent: string) => (result && !result.ok && result.intent === intent ? result : undefined);
  const sentOf = (intent: string) => (result?.ok && result.intent === intent ? result : undefined);
  const corporateFailed = failedOf('corporate');
  const collaborationFailed = failedOf('collaboration');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-2xl sm:text-3xl">{intl.formatMessage(messages.title)}</h1>
        <p className="text-ink-muted">{intl.formatMessage(messages.description)}</p>
      </header>
      <FormSection
        heading={intl.formatMessage(messages.giftsHeading)}
        intro={intl.formatMessage(messages.giftsIntro)}
        sent={sentOf('corporate')}
      >
        <CorporateGiftForm
          key={sentOf('corporate')?.at ?? 'corporate'}
          hiddenFields={{ intent: 'corporate' }}
          defaultValues={corporateFailed?.values}
          serverError={
            corporateFailed ? corporateFailed.message || intl.formatMessage(messages.somethingWrong) : undefined
          }
          fieldErrors={corporateFailed?.fieldErrors}
          isSubmitting={corporate.isSubmitting}
          onSubmitData={corporate.send}
        />
      </FormSection>
      <FormSection
        heading={intl.formatMessage(messages.collaborationHeading)}
        intro={intl.formatMessage(messages.collaborationIntro)}
        sent={sentOf('collaboration')}
      >
        <CollaborationForm
          key={sentOf('collaboration')?.at ?? 'collaboration'}
          hiddenFields={{ intent: 'collaboration' }}
          defaultValues={collaborationFailed?.values}
          serverError={
            collaborationFailed ? collaborationFailed.message || intl.formatMessage(messages.somethingWrong) : undefined
          }
          fieldErrors={collaborationFailed?.fieldErrors}
          isSubmitting={collaboration.isSubmitting}
          onSubmitData={collaboration.send}
        />
      </FormSection>
    </div>
  );
}

function FormSection({
  heading,
  intro,
  sent,
  children,
}: {
  heading: string;
  intro: string;
  sent: SupportActionResult | undefined;
  children: ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface-raised p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-bold text-xl">
          {heading}
        </h2>
        <p className="text-ink-muted text-sm">{intro}</p>
      </div>
      {sent?.ok ? (
        <p
          role="status"
          data-slot="inquiry-sent"
          className="rounded-md bg-success-50 px-3 py-2 text-sm text-success-700"
        >
          {intl.formatMessage(messages.sent)}
          {sent.reference ? ` ${intl.formatMessage(messages.reference, { reference: sent.reference })}` : null}
        </p>
      ) : null}
      {children}
    </section>
  );
}
