import * as migration_20261121_234556_initial from './20261121_234556_initial';
import * as migration_20261122_004500_rate_limits from './20261122_004500_rate_limits';
import * as migration_20261122_080726_inbox_export from './20261122_080726_inbox_export';
import * as migration_20261123_165405_login_throttle from './20261123_165405_login_throttle';
import * as migration_20261123_191917_mail_outbox from './20261123_191917_mail_outbox';
import * as migration_20261123_192408_site_settings from './20261123_192408_site_settings';
import * as migration_20261123_192444_s3_storage_fields from './20261123_192444_s3_storage_fields';
import * as migration_20261123_193145_newsletter_double_opt_in from './20261123_193145_newsletter_double_opt_in';
import * as migration_20261126_043107_activity_log from './20261126_043107_activity_log';
import * as migration_20261126_045426_trash from './20261126_045426_trash';
import * as migration_20261126_062947_drafts from './20261126_062947_drafts';
import * as migration_20261126_063837_scheduled_publishing from './20261126_063837_scheduled_publishing';
import * as migration_20261126_073211_version_authors from './20261126_073211_version_authors';
import * as migration_20261126_092014_publications from './20261126_092014_publications';
import * as migration_20261127_010430_security_review_activity_events from './20261127_010430_security_review_activity_events';
import * as migration_20261127_043837_publication_summary from './20261127_043837_publication_summary';
import * as migration_20261127_074641_news from './20261127_074641_news';
import * as migration_20261127_084044_events from './20261127_084044_events';
import * as migration_20261127_145007_newsletters from './20261127_145007_newsletters';
import * as migration_20261127_180436_two_step_login from './20261127_180436_two_step_login';
import * as migration_20261127_210352_reach from './20261127_210352_reach';
import * as migration_20261207_190000_used_challenges from './20261207_190000_used_challenges';
import * as migration_20261208_010000_keyed_addresses from './20261208_010000_keyed_addresses';

export const migrations = [
  {
    up: migration_20261121_234556_initial.up,
    down: migration_20261121_234556_initial.down,
    name: '20261121_234556_initial',
  },
  {
    up: migration_20261122_004500_rate_limits.up,
    down: migration_20261122_004500_rate_limits.down,
    name: '20261122_004500_rate_limits',
  },
  {
    up: migration_20261122_080726_inbox_export.up,
    down: migration_20261122_080726_inbox_export.down,
    name: '20261122_080726_inbox_export',
  },
  {
    up: migration_20261123_165405_login_throttle.up,
    down: migration_20261123_165405_login_throttle.down,
    name: '20261123_165405_login_throttle',
  },
  {
    up: migration_20261123_191917_mail_outbox.up,
    down: migration_20261123_191917_mail_outbox.down,
    name: '20261123_191917_mail_outbox',
  },
  {
    up: migration_20261123_192408_site_settings.up,
    down: migration_20261123_192408_site_settings.down,
    name: '20261123_192408_site_settings',
  },
  {
    up: migration_20261123_192444_s3_storage_fields.up,
    down: migration_20261123_192444_s3_storage_fields.down,
    name: '20261123_192444_s3_storage_fields',
  },
  {
    up: migration_20261123_193145_newsletter_double_opt_in.up,
    down: migration_20261123_193145_newsletter_double_opt_in.down,
    name: '20261123_193145_newsletter_double_opt_in',
  },
  {
    up: migration_20261126_043107_activity_log.up,
    down: migration_20261126_043107_activity_log.down,
    name: '20261126_043107_activity_log',
  },
  {
    up: migration_20261126_045426_trash.up,
    down: migration_20261126_045426_trash.down,
    name: '20261126_045426_trash',
  },
  {
    up: migration_20261126_062947_drafts.up,
    down: migration_20261126_062947_drafts.down,
    name: '20261126_062947_drafts',
  },
  {
    up: migration_20261126_063837_scheduled_publishing.up,
    down: migration_20261126_063837_scheduled_publishing.down,
    name: '20261126_063837_scheduled_publishing',
  },
  {
    up: migration_20261126_073211_version_authors.up,
    down: migration_20261126_073211_version_authors.down,
    name: '20261126_073211_version_authors',
  },
  {
    up: migration_20261126_092014_publications.up,
    down: migration_20261126_092014_publications.down,
    name: '20261126_092014_publications',
  },
  {
    up: migration_20261127_010430_security_review_activity_events.up,
    down: migration_20261127_010430_security_review_activity_events.down,
    name: '20261127_010430_security_review_activity_events',
  },
  {
    up: migration_20261127_043837_publication_summary.up,
    down: migration_20261127_043837_publication_summary.down,
    name: '20261127_043837_publication_summary',
  },
  {
    up: migration_20261127_074641_news.up,
    down: migration_20261127_074641_news.down,
    name: '20261127_074641_news',
  },
  {
    up: migration_20261127_084044_events.up,
    down: migration_20261127_084044_events.down,
    name: '20261127_084044_events',
  },
  {
    up: migration_20261127_145007_newsletters.up,
    down: migration_20261127_145007_newsletters.down,
    name: '20261127_145007_newsletters',
  },
  {
    up: migration_20261127_180436_two_step_login.up,
    down: migration_20261127_180436_two_step_login.down,
    name: '20261127_180436_two_step_login',
  },
  {
    up: migration_20261127_210352_reach.up,
    down: migration_20261127_210352_reach.down,
    name: '20261127_210352_reach'
  },
  {
    up: migration_20261207_190000_used_challenges.up,
    down: migration_20261207_190000_used_challenges.down,
    name: '20261207_190000_used_challenges',
  },
  {
    up: migration_20261208_010000_keyed_addresses.up,
    down: migration_20261208_010000_keyed_addresses.down,
    name: '20261208_010000_keyed_addresses',
  },
];
