import { PageShell } from '@/components/PageShell';
import { BackHome } from '@/components/legal/BackHome';
import { DocSection, TextList } from '@/components/legal/DocSection';
import { Live } from '@/components/status/Live';
import { WithCalls } from '@/components/status/StatusParts';
import { cancellationTiers } from '@/lib/landing/sections';
import { dictionary, fillCopies, fillCopy } from '@/lib/words/copy';
import { formatNumber } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pages } from '@/lib/site/pages';
import { stormSignals } from '@/lib/site/safety';

/**
 * Storm signals in plain words and what we do under each, our one storm rule, what happens to a
 * ticket when we cancel, boarding, capacity and emergencies, and the live status: the signal up
 * now and the notices in force (live blocks, see components/status/StatusParts.tsx). Laid out
 * like the legal pages (.legal): one reading column that prints cleanly.
 */
export function SafetyPage({ locale }: { locale: Locale }) {
  const text = dictionary(locale).safety;
  const chrome = dictionary(locale).chrome;
  const tiers = cancellationTiers(locale);
  return (
    <PageShell locale={locale} path={pages.safety.path}>
      <article className="legal" aria-labelledby="safety-title" data-static="">
        <div>
          <BackHome href={localePath(locale, '/')} label={chrome.backHome} className="print:hidden" />
          <header>
            <h1 id="safety-title">{text.title}</h1>
            <p>{text.intro}</p>
          </header>

          <div className="legal-body">
            <DocSection id="signal-now" heading={text.signalNowHeading}>
              <Live name="signal-now" locale={locale} />
            </DocSection>

            <DocSection id="notices" heading={text.noticesHeading}>
              <Live name="notices" locale={locale} />
            </DocSection>

            <DocSection id="storm-signals" heading={text.signalsHeading}>
              <p>{text.signalsIntro}</p>
              <ol className="signal-list">
                {stormSignals.map((signal) => {
                  const words = text.signals[signal.level];
                  return (
                    <li key={signal.number} className={`signal signal-${signal.number}`}>
                      <h3>
                        <span className="signal-number">
                          {fillCopy(locale, text.signal, { number: formatNumber(locale, signal.number) })}
                        </span>{' '}
                        {words.name}
                      </h3>
                      <dl>
                        <div>
                          <dt>{text.signalMeaning}</dt>
                          <dd>{fillCopy(locale, words.meaning)}</dd>
                        </div>
                        <div>
                          <dt>{text.ourAction}</dt>
                          <dd>{signal.stopsOurLaunches ? text.stops : text.sails}</dd>
                        </div>
                      </dl>
                    </li>
                  );
                })}
              </ol>
              <p className="signal-policy">{fillCopy(locale, text.policy)}</p>
            </DocSection>

            <DocSection id="cancelled-trips" heading={text.ticketsHeading}>
              <p>{text.tickets}</p>
              {/* The last tier is the operator-cancelled one: the same words as the refund policy. */}
              <TextList items={tiers.slice(-1)} />
              <ul className="legal-links">
                <li>
                  <a href={localePath(locale, pages.refund.path)}>{text.ticketsLink}</a>
                </li>
              </ul>
            </DocSection>

            <DocSection id="boarding" heading={text.boardingHeading}>
              <TextList items={fillCopies(locale, text.boarding)} />
            </DocSection>

            <DocSection id="capacity" heading={text.capacityHeading}>
              <p>{text.capacity}</p>
            </DocSection>

            <DocSection id="emergency" heading={text.emergencyHeading}>
              {/* The numbers to call are links a phone dials. */}
              <TextList
                items={text.emergency.map((words, index) => (
                  <WithCalls key={index} locale={locale} words={words} />
                ))}
                ordered
              />
            </DocSection>
          </div>
        </div>
      </article>
    </PageShell>
  );
}
