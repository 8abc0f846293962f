import type { SourceCategory, TrustedSource } from './types';

/**
 * The curated default list (docs/source-list.md): public-health agencies, medical journals and
 * databases, clinical references, fact-checkers and news agencies. Each entry covers its
 * subdomains; `www.nhs.uk` and `www.gov.uk` are spelled out because `nhs.uk` and `gov.uk` are
 * public suffixes.
 */
type Entry = [domain: string, name: string, description: string];

const BY_CATEGORY: Record<Exclude<SourceCategory, 'Other'>, Entry[]> = {
  'Public-health agency': [
    ['who.int', 'World Health Organization', 'UN agency for international public health; fact sheets, guidance, Q&As.'],
    [
      'cdc.gov',
      'US Centers for Disease Control and Prevention',
      'US national public-health agency; disease facts and vaccine guidance.',
    ],
    [
      'nih.gov',
      'US National Institutes of Health',
      'US medical research agency, including NCBI, PubMed Central and MedlinePlus.',
    ],
    ['fda.gov', 'US Food and Drug Administration', 'Regulator of drugs, vaccines, devices and food safety in the US.'],
    [
      'ecdc.europa.eu',
      'European Centre for Disease Prevention and Control',
      'EU agency for infectious-disease surveillance and risk assessment.',
    ],
    ['ema.europa.eu', 'European Medicines Agency', 'EU regulator that evaluates and monitors medicines.'],
    [
      'www.nhs.uk',
      'NHS (UK National Health Service)',
      'UK health service; patient information on conditions and treatments.',
    ],
    ['www.gov.uk', 'UK Government (UKHSA, MHRA)', 'UK Health Security Agency and medicines regulator publications.'],
    [
      'canada.ca',
      'Government of Canada (Public Health Agency)',
      'Canadian public-health guidance and disease information.',
    ],
    ['health.gov.au', 'Australian Department of Health', 'Australian government health information and advice.'],
    ['rki.de', 'Robert Koch Institute', 'German federal public-health institute.'],
    ['paho.org', 'Pan American Health Organization', 'WHO regional office for the Americas.'],
    ['unicef.org', 'UNICEF', 'UN agency for children; immunisation and child health.'],
  ],
  'Medical journal or database': [
    ['nejm.org', 'New England Journal of Medicine', 'Peer-reviewed general medical journal.'],
    ['thelancet.com', 'The Lancet', 'Peer-reviewed general medical journal.'],
    ['bmj.com', 'The BMJ', 'Peer-reviewed medical journal and BMJ Best Practice.'],
    ['jamanetwork.com', 'JAMA Network', 'Journal of the American Medical Association and its specialty journals.'],
    ['nature.com', 'Nature Portfolio', 'Nature and Nature Medicine: peer-reviewed research and news.'],
    ['science.org', 'Science (AAAS)', 'Peer-reviewed research journal and science news.'],
    ['cochranelibrary.com', 'Cochrane Library', 'Systematic reviews of health-care interventions.'],
    ['cochrane.org', 'Cochrane', 'Plain-language summaries of Cochrane systematic reviews.'],
    ['plos.org', 'PLOS', 'Open-access peer-reviewed journals (PLOS Medicine, PLOS ONE).'],
    ['annals.org', 'Annals of Internal Medicine', 'Peer-reviewed internal-medicine journal.'],
    ['cmaj.ca', 'Canadian Medical Association Journal', 'Peer-reviewed general medical journal.'],
  ],
  'Clinical reference': [
    ['mayoclinic.org', 'Mayo Clinic', 'Patient information from an academic medical centre.'],
    ['clevelandclinic.org', 'Cleveland Clinic', 'Health library from an academic medical centre.'],
    ['hopkinsmedicine.org', 'Johns Hopkins Medicine', 'Health library from an academic medical centre.'],
    ['merckmanuals.com', 'Merck Manuals', 'Clinical reference for professionals and consumers.'],
    ['health.harvard.edu', 'Harvard Health Publishing', 'Consumer health information from Harvard Medical School.'],
    ['cancer.org', 'American Cancer Society', 'Cancer information and screening guidance.'],
    ['heart.org', 'American Heart Association', 'Cardiovascular health information and guidelines.'],
    ['healthychildren.org', 'HealthyChildren (American Academy of Pediatrics)', 'Paediatric health information.'],
  ],
  'Fact-checker': [
    ['healthfeedback.org', 'Health Feedback', 'Scientists review the accuracy of health claims in the media.'],
    ['sciencefeedback.co', 'Science Feedback', 'Scientist-led fact-checking of science claims.'],
    ['fullfact.org', 'Full Fact', 'UK independent fact-checking charity.'],
    ['factcheck.org', 'FactCheck.org', 'Annenberg Public Policy Center fact-checking project, incl. SciCheck.'],
    ['politifact.com', 'PolitiFact', 'Poynter Institute fact-checking site.'],
    ['snopes.com', 'Snopes', 'Fact-checking of rumours and viral claims.'],
    ['leadstories.com', 'Lead Stories', 'Fact-checking of viral content.'],
    ['healthnewsreview.org', 'HealthNewsReview', 'Archive of reviews of health news accuracy.'],
    ['afp.com', 'AFP Fact Check', 'Agence France-Presse and its fact-checking service.'],
  ],
  'News agency': [
    ['reuters.com', 'Reuters', 'International news agency, including Reuters Fact Check.'],
    ['apnews.com', 'Associated Press', 'US news agency, including AP Fact Check.'],
    ['bbc.co.uk', 'BBC', 'UK public broadcaster, including BBC Verify and BBC Health.'],
    ['bbc.com', 'BBC (international)', 'International edition of the BBC.'],
    ['statnews.com', 'STAT', 'Health and medicine news.'],
    ['npr.org', 'NPR', 'US public radio news, including Shots health news.'],
  ],
};

export const DEFAULT_SOURCES: readonly TrustedSource[] = Object.entries(BY_CATEGORY).flatMap(([category, entries]) =>
  entries.map(([domain, name, description]) => ({
    domain,
    name,
    category,
    description,
    enabled: true,
    origin: 'default',
  })),
);
