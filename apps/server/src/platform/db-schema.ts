import type { ColumnType, Generated } from 'kysely';

/** A rung of a recorded channel's ladder (recording_channel.renditions, migration 017). */
export interface RecordedRendition {
  name: string;
  bandwidth: number;
  width?: number;
  height?: number;
  codecs?: string;
}

/** Table types for Kysely; each module's repository is the only code that queries its own tables. */
export interface Database {
  category: {
    id: number;
    name: string;
    url_encoded_name: string;
    parent_id: number | null;
    tags: string[];
  };
  content_item: {
    id: number;
    content_type_id: number;
    name: string;
    display_title: string | null;
    url_encoded_name: string;
    description: string;
    create_date: ColumnType<Date, Date | string, Date | string>;
    duration_seconds: number;
    parent_id: number | null;
    season_no: number | null;
    episode_no: number | null;
    broadcast_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
    channel_slug: string | null;
    display_order: number;
    asset_id: string | null;
    search_text: string;
    search_translit: string;
    /** The title has media of its own that plays (migration 027): false, it is not offered as playable. */
    has_media: Generated<boolean>;
  };
  content_item_category: { item_id: number; category_id: number; position: number };
  content_image: { item_id: number; image_type: string; image_url: string };
  content_metadata: {
    item_id: number;
    namespace: string;
    field: string;
    value: string;
    long_value: string | null;
    short_value: string | null;
    url_encoded_value: string;
    position: number;
  };
  person: {
    id: number;
    name: string;
    name_en: string;
    url_encoded_name: string;
    search_text: string;
    search_translit: string;
  };
  content_person: {
    item_id: number;
    person_id: number;
    role: 'Cast' | 'Director' | 'Host';
    position: number;
  };
  content_list: {
    id: number;
    type: 'Dynamic' | 'Static';
    name: string;
    title: string;
    title_en: string | null;
    list_order: number;
    tags: string[];
    request: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  };
  content_list_item: { list_id: number; item_id: number; position: number; poster: string | null };
  category_card: {
    id: number;
    list_id: number;
    position: number;
    poster: string;
    url: string;
    title_first_row: string;
  };
  list_group: { id: number; name: string };
  list_group_member: { list_group_id: number; list_id: number; position: number };
  slider_group: { id: number; name: string };
  slider_entry: {
    id: number;
    slider_group_id: number;
    item_id: number | null;
    position: number;
    title_first_row: string;
    button_label: string;
    poster: string;
    url: string;
  };
  home_group: {
    slug: string;
    list_groups_id: number | null;
    content_slider_id: number | null;
    ues_lists: ColumnType<string[], string, string>;
    page_title: string;
  };
  home_configuration: {
    page_id: number;
    app_group: 'web' | 'mobile';
    slug: string;
    page_title: string;
    parent_page: number | null;
    root_page: boolean;
    display_type: string | null;
    position: number;
  };
  custom_value: {
    category_id: number;
    field_name: string;
    name: string;
    url_encoded_name: string;
    sort_key: string;
    name_ar: string | null;
    sort_key_ar: string | null;
  };
  catalog_version: { id: Generated<boolean>; version: ColumnType<string | number, number, number> };
  member_user: {
    id: Generated<number>;
    email: string;
    mobile: string;
    name: string;
    surname: string;
    email_verified: Generated<boolean>;
    mobile_verified: Generated<boolean>;
    trial_used_at: Date | null;
    password_hash: string;
    country_iso_code: string;
    language: string;
    marketing_allowed: Generated<boolean>;
    created_at: Generated<Date>;
  };
  member_session: {
    id: string;
    user_id: number;
    device_id: string;
    created_at: Date;
    revoked_at: Date | null;
    device_name: Generated<string>;
    last_seen_at: Date | null;
    country: string | null;
  };
  auth_token: {
    token_hash: string;
    kind: 'auth' | 'remember' | 'login';
    session_id: string | null;
    visitor_id: string | null;
    expires_at: Date;
    revoked_at: Date | null;
  };
  verification_code: {
    id: Generated<number>;
    belong_to: string;
    code_type: 'Account' | 'ResetPassword';
    code_hash: string;
    created_at: Date;
    expires_at: Date;
    attempts: Generated<number>;
    used_at: Date | null;
  };
  outbox_message: {
    id: Generated<number>;
    channel: 'email' | 'sms';
    recipient: string;
    subject: string;
    body: string;
    language: string;
    /** The code the message carries, when it carries one (migration 006). */
    code: string | null;
    created_at: Date;
  };
  guide_channel: {
    channel_id: number;
    epg_id: string | null;
    /** the channel's source: any input the recorder's ffmpeg reads (migration 016) */
    hls_origin: string | null;
    source_referrer: ColumnType<string | null, string | null | undefined, string | null>;
    source_user_agent: ColumnType<string | null, string | null | undefined, string | null>;
    logo_url: string | null;
    group_title: string | null;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  recording_lease: {
    channel_id: number;
    holder: string;
    expires_at: ColumnType<Date, Date | string, Date | string>;
  };
  recording_channel: {
    channel_id: number;
    mode: 'copy' | 'ladder';
    renditions: ColumnType<RecordedRendition[], string, string>;
    status: 'recording' | 'source-down' | 'stopped';
    status_since: ColumnType<Date, Date | string, Date | string>;
    last_error: string | null;
  };
  recorded_segment: {
    channel_id: number;
    rendition: string;
    sequence: ColumnType<number, number | bigint, number | bigint>;
    starts_at: ColumnType<Date, Date | string, Date | string>;
    duration_ms: number;
    discontinuity: ColumnType<boolean, boolean | undefined, boolean>;
    slate: ColumnType<boolean, boolean | undefined, boolean>;
    init_path: string;
    path: string;
  };
  recording_gap: {
    channel_id: number;
    starts_at: ColumnType<Date, Date | string, Date | string>;
    ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    reason: ColumnType<string, string | undefined, string>;
  };
  guide_programme: {
    channel_id: number;
    starts_at: ColumnType<Date, Date | string, Date | string>;
    stops_at: ColumnType<Date, Date | string, Date | string>;
    title: string;
    titles: ColumnType<Record<string, string>, string, string>;
    description: string;
    thumbnail: string | null;
    image: string | null;
    content_id: number | null;
  };
  guide_import: {
    id: Generated<number>;
    source: string;
    imported_at: ColumnType<Date, Date | string | undefined, never>;
    programmes: number;
  };
  rate_limit_window: { policy: string; subject: string; window_start: Date; hits: number };
  sales_package: { id: number; name: string };
  sales_license: {
    id: number;
    name: string;
    duration: number;
    duration_type: number;
    type: number;
    advantage: string | null;
  };
  sales_price_tier: { id: number; price_minor: number; original_price_minor: number; currency: string };
  sales_offer: {
    id: number;
    grade: number;
    is_active: Generated<boolean>;
    listed: Generated<boolean>;
    package_id: number;
    license_id: number;
    price_tier_id: number;
    next_offer_id: number | null;
    countries: Generated<string[]>;
    token: string;
    add_on_of: Generated<number | null>;
  };
  sales_voucher: {
    code: string;
    offer_id: number;
    expires_at: Date;
    max_uses: number;
    uses: Generated<number>;
  };
  sales_voucher_redemption: { code: string; user_id: number; redeemed_at: Date };
  sales_purchase: {
    id: string;
    user_id: number;
    idempotency_key: string;
    request_hash: string;
    offer_id: number;
    /** The offer's package: its line (one purchase charging, one live subscription per user and line). */
    package_id: number;
    voucher_code: string | null;
    amount_minor: number;
    currency: string;
    state: 'Started' | 'Charging' | 'Succeeded' | 'Failed' | 'Cancelled' | 'Refunded';
    reason_code: number | null;
    reason_message: string | null;
    charge_attempt: Generated<number>;
    provider_charge_key: string | null;
    charge_request_key: string | null;
    customer_id: string | null;
    payment_method_id: string | null;
    card_last4: string | null;
    subscription_id: number | null;
    created_at: Date;
    updated_at: Date;
  };
  payment_idempotency: {
    user_id: number;
    idempotency_key: string;
    request_hash: string;
    created_at: Date;
  };
  payment_customer: { user_id: number; provider: string; customer_id: string };
  payment_sandbox_charge: {
    idempotency_key: string;
    charge_id: string;
    customer_id: string | null;
    payment_method_id: string;
    amount_minor: number;
    currency: string;
    outcome: string;
    succeeded: boolean;
    refunded: Generated<boolean>;
    created_at: Date;
  };
  payment_refund: {
    charge_key: string;
    charge_id: string;
    user_id: number;
    purchase_id: string | null;
    subscription_id: number | null;
    amount_minor: number;
    currency: string;
    reason: string;
    state: 'Due' | 'Refunded';
    lease_until: Date | null;
    created_at: Date;
    refunded_at: Date | null;
  };
  payment_webhook_event: { event_id: string; type: string; received_at: Date };
  subscription: {
    id: Generated<number>;
    user_id: number;
    offer_id: number;
    package_id: number;
    purchase_id: string | null;
    state: number;
    started_at: Date;
    period_start: Date;
    period_end: Date;
    period_no: Generated<number>;
    auto_renew: Generated<boolean>;
    retry_no: Generated<number>;
    next_attempt_at: Date;
    pending_charge_key: string | null;
    lease_until: Date | null;
    customer_id: string | null;
    payment_method_id: string | null;
    card_last4: string | null;
    last_charge_key: string | null;
    last_charge_id: string | null;
    updated_at: Date;
  };
  money_ledger: {
    id: Generated<number>;
    occurred_at: Date;
    user_id: number;
    purchase_id: string | null;
    subscription_id: number | null;
    event: string;
    amount_minor: number | null;
    currency: string | null;
    charge_key: string | null;
    state: number | null;
    details: ColumnType<unknown, string | null, never>;
    /** The writing transaction (migration 015), for the mail job's cursor. */
    tx_id: Generated<string>;
  };
  billing_mail_cursor: { name: string; tx_id: string; ledger_id: number };
  billing_mail: {
    id: Generated<number>;
    key: string;
    user_id: number;
    kind: string;
    recipient: string;
    language: string;
    subject: string;
    body: string;
    created_at: Date;
    lease_until: Date | null;
    sent_at: Date | null;
  };
  stream_lease: {
    id: string;
    ticket_hash: string;
    user_id: number;
    session_id: string;
    device_id: string;
    device_name: string;
    content_id: number;
    kind: 'live' | 'vod';
    title: string;
    package_name: string;
    started_at: Date;
    renewed_at: Date;
    held_until: Date | null;
  };
  user_list_entry: {
    user_id: number;
    list_name: string;
    content_id: number;
    position_seconds: number | null;
    duration_seconds: number | null;
    added_at: Date;
    seq: ColumnType<string, never, string>;
  };
  catchup_cut: {
    id: Generated<number>;
    channel_id: number;
    programme_start: ColumnType<Date, Date | string, Date | string>;
    programme_stop: ColumnType<Date, Date | string, Date | string>;
    title: string;
    cut_from: ColumnType<Date, Date | string, Date | string>;
    cut_to: ColumnType<Date, Date | string, Date | string>;
    renditions: ColumnType<RecordedRendition[], string, string>;
    made_at: ColumnType<Date, Date | string, Date | string>;
  };
  catchup_segment: {
    cut_id: number;
    rendition: string;
    position: number;
    starts_at: ColumnType<Date, Date | string, Date | string>;
    duration_ms: number;
    discontinuity: boolean;
    init_path: string;
    path: string;
  };
  recorded_discontinuity: {
    channel_id: number;
    rendition: string;
    sequence: ColumnType<number, number | bigint, number | bigint>;
  };
  background_job: {
    name: string;
    schedule: string;
    due_at: ColumnType<Date, Date | string, Date | string>;
    holder: ColumnType<string | null, string | null | undefined, string | null>;
    locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    failures: Generated<number>;
    last_started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    last_ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    last_outcome: ColumnType<
      'ok' | 'failed' | null,
      'ok' | 'failed' | null | undefined,
      'ok' | 'failed' | null
    >;
    last_message: ColumnType<string | null, string | null | undefined, string | null>;
    next_run_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  schema_migration: { id: string; applied_at: ColumnType<Date, Date | string, never> };
}
