import { brand, brandAddressLine } from '../lib/brand';
import { faq, highlights, journey, mission, navSections, reviews, routes, stats, team, whyUs } from '../lib/content';
import { expect, openLanding, test } from './fixtures';

test.describe('landing page content', () => {
  test.beforeEach(async ({ page }) => openLanding(page));

  test('shows the hero with the brand phone and email as working links', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hero = page.getByRole('region', { name: /cross the rivers/i });
    await expect(hero.getByRole('link', { name: brand.phone.display })).toHaveAttribute('href', `tel:${brand.phone.e164}`);
    await expect(hero.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
  });

  test('has every section in the order the spec gives', async ({ page }) => {
    const expected = [mission.title, whyUs.title, routes.title, journey.title, faq.title, team.title, stats.title, highlights.title, reviews.title];
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(expected);
    for (const section of navSections) {
      await expect(page.locator(`section#${section.id}`)).toHaveCount(1);
    }
  });

  test('mission has three cards and why-us three reasons', async ({ page }) => {
    const missionSection = page.getByRole('region', { name: mission.title });
    await expect(missionSection.getByRole('listitem')).toHaveCount(3);
    for (const card of mission.cards) await expect(missionSection.getByRole('heading', { name: card.title })).toBeVisible();
    const why = page.getByRole('region', { name: whyUs.title });
    await expect(why.getByRole('listitem')).toHaveCount(3);
    for (const item of whyUs.items) await expect(why.getByRole('heading', { name: item.title })).toBeAttached();
  });

  test('route planning shows four Barishal route cards', async ({ page }) => {
    const section = page.getByRole('region', { name: routes.title });
    const cards = section.getByRole('list').first().locator(':scope > li');
    await expect(cards).toHaveCount(4);
    await expect(cards.first().getByRole('heading')).toHaveText(/Dhaka.*Barishal/);
    await expect(cards.first()).toContainText(/8 to 10 hours/);
    for (const route of routes.cards) {
      await expect(section.getByRole('heading', { name: `${route.from} to ${route.to}` })).toBeAttached();
    }
  });

  test('the journey is an ordered list of five steps', async ({ page }) => {
    const section = page.getByRole('region', { name: journey.title });
    const steps = section.locator('ol > li');
    await expect(steps).toHaveCount(5);
    for (const [index, step] of journey.steps.entries()) {
      await expect(steps.nth(index).getByRole('heading')).toHaveText(`Step ${index + 1}: ${step.title}`);
    }
  });

  test('team shows three members', async ({ page }) => {
    const section = page.getByRole('region', { name: team.title });
    await expect(section.getByRole('listitem')).toHaveCount(3);
    for (const member of team.members) await expect(section.getByRole('heading', { name: member.name })).toBeAttached();
  });

  test('statistics show the spec figures', async ({ page }) => {
    const section = page.getByRole('region', { name: stats.title });
    for (const value of ['98%', '10+', '50+', '50,000+', '24/7', '2015']) {
      await expect(section.getByRole('definition').filter({ hasText: new RegExp(`^${value.replace(/[+]/g, '\\+')}$`) })).toHaveCount(1);
    }
  });

  test('highlights are listed', async ({ page }) => {
    const section = page.getByRole('region', { name: highlights.title });
    await expect(section.getByRole('listitem')).toHaveCount(highlights.items.length);
  });

  test('three reviews, each rated five stars in words a screen reader reads', async ({ page }) => {
    const section = page.getByRole('region', { name: reviews.title });
    await expect(section.getByRole('figure')).toHaveCount(3);
    await expect(section.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveCount(3);
    for (const review of reviews.items) await expect(section.getByText(review.name)).toBeAttached();
  });

  test('footer carries the legal notice, 18+ note, contacts and links', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('no real-money activities');
    await expect(footer.getByText('Recommended for users 18+')).toBeVisible();
    await expect(footer).toContainText(brandAddressLine);
    await expect(footer.getByRole('link', { name: brand.phone.display })).toHaveAttribute('href', `tel:${brand.phone.e164}`);
    await expect(footer.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy_policy');
    await expect(legal.getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/cookies_policy');
    await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms_of_service');
    const quick = footer.getByRole('navigation', { name: 'Quick links' });
    await expect(quick.getByRole('link')).toHaveText(['Routes', 'FAQ', 'Team']);
  });

  test('footer scroll links bring their section into view', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Routes' }).click();
    await expect(page).toHaveURL(/#routes$/);
    await expect(page.getByRole('heading', { name: routes.title })).toBeInViewport();
  });
});
