// Generated from docs/openapi.json by `npm run openapi` (scripts/openapi-client.ts). Never edit by hand.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness, database and start-time cache report */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (role user, status Registered) and mail the verification link
         * @description Same answer for an e-mail that already has an account: its owner is mailed instead (a new verification link when it is not verified yet) and nothing is created. 400 for a common or easily guessed password, or one equal to the e-mail.
         */
        post: operations["postAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the e-mail address with the mailed single-use token (24 hours) */
        post: operations["postAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resend-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new verification link (same answer whether or not the account exists) */
        post: operations["postAuthResendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description 401 'Invalid email or password'; 403 when the e-mail is not verified. A non-admin whose status is Subscription Expired or Free Trial Ended gets 403 'Please upgrade your subscription to continue.' whose body carries user, loginUser, subscriptionDetails and an account-only accessToken (scope 'account': checkout, subscription, profile, password and logout; 403 on every data call), so the Renew/Subscribe dialog can start a checkout with it.
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link (one hour, single use); same answer for unknown e-mails */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the mailed token; ends every existing session */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password; answers a new access token (older tokens stop working)
         * @description At most AUTH_RATE_LIMIT_MAX wrong old passwords per account in a window (AUTH_RATE_LIMIT_WINDOW_MS): 429 'Too many attempts. Please wait a minute and try again.' with Retry-After.
         */
        post: operations["postAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: ends every session of the signed-in user (their tokens stop working) */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new session as a sign-in would give it now (after a payment: a full one)
         * @description While the status still needs an upgrade (Free Trial Ended, Subscription Expired) the new session is account-only again, as the sign-in would hand it out.
         */
        post: operations["postAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users list (admin) */
        get: operations["getUsers"];
        /**
         * Update a profile: your own, or (admin) the user named by id
         * @description A new e-mail address is not applied at once: it is answered as pendingEmail, a confirmation link is mailed to it (and a notice to the current address), and the account takes it when the link is opened (POST /auth/verify-email). A change of letter case only is applied at once.
         */
        put: operations["putUsers"];
        /** Create a user (admin); mails a verification link */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/currentUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getUsersCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user (admin, or the user themself) */
        get: operations["getUsersById"];
        put?: never;
        post?: never;
        /** Delete a user (admin) */
        delete: operations["deleteUsersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set role and status (admin); status only Registered, Free Trial or Test User */
        put: operations["putUsersByUserIdRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/send-verification-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new verification link to the user (admin) */
        post: operations["postUsersByIdSendVerificationLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The roles */
        get: operations["getRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-events/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's activity events, newest first; creator is null when unknown */
        get: operations["getUserEventsUserByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-subscriptions/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscription plans (the first plan’s default_price.id is used for checkout) */
        get: operations["getUserSubscriptionsProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-subscriptions/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens a checkout for the signed-in user
         * @description customerEmail, loginEmail and subscriptionId are accepted for compatibility; the server always bills the signed-in user and names their current subscription row.
         */
        post: operations["postUserSubscriptionsCreateCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-subscriptions/session/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Looks a checkout session up with the provider and applies a paid one */
        get: operations["getUserSubscriptionsSessionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-subscriptions/session/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What became of a checkout session: paid (and applied), pending or failed
         * @description For the payment-status page when the browser cannot sign the lookup (its session ended during checkout, or it came back on another host name). The session id is the only key; nothing about the user is returned.
         */
        get: operations["getUserSubscriptionsSessionByIdState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Confirms the payment of subscription {id} (re-verified with the provider)
         * @description The spec’s update payload. The status and dates sent are ignored: the server asks the provider. sendMail requests the confirmation mail (sent once per subscription). sessionId is optional.
         */
        put: operations["putUserSubscriptionsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-subscriptions/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels subscription {id} at the end of its billing period (owner or admin) */
        post: operations["postUserSubscriptionsCancelById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-subscriptions/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook (Stripe-Signature verified with STRIPE_WEBHOOK_SECRET on the raw body) */
        post: operations["postUserSubscriptionsWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-subscriptions/sandbox/checkout/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox checkout page (PAYMENTS=sandbox) */
        get: operations["getUserSubscriptionsSandboxCheckoutBySessionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-subscriptions/sandbox/checkout/{sessionId}/{outcome}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox checkout: pay or decline */
        post: operations["postUserSubscriptionsSandboxCheckoutBySessionIdByOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Both kinds of bookmarks at once (the Both tab; not paged)
         * @description Scoped to the user and surveyTaker (admins only for another). Free Trial users see all of theirs.
         */
        get: operations["getBookmarks"];
        put?: never;
        /** Bookmark a parcel ({parcel_id, …}) or a project ({project_id, type, …}) */
        post: operations["postBookmarks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookmarks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of your bookmarks by id; kind=parcel or kind=project says which list the id is from
         * @description Another user’s bookmark answers 404, exactly like a missing one.
         */
        delete: operations["deleteBookmarksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels-bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bookmarked parcels, paged (page, take)
         * @description Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user). Only admins may name another survey taker (403 otherwise). Free Trial users see all of their own; sizes over 50 → 403; no coordinates (403).
         */
        get: operations["getParcelsBookmarks"];
        put?: never;
        /**
         * Bookmark a parcel (parcel_id, survey_taker, description ≤ 15 characters)
         * @description Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user). Only admins may name another survey taker (403 otherwise). Free Trial users see all of their own; sizes over 50 → 403; no coordinates (403). Unknown parcel → 404; already bookmarked in this scope → 409.
         */
        post: operations["postParcelsBookmarks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels-bookmarks/all-coordinates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Centres and outlines of bookmarked parcels for the map (page, take; default 1000)
         * @description Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user). Only admins may name another survey taker (403 otherwise). Free Trial users see all of their own; sizes over 50 → 403; no coordinates (403).
         */
        get: operations["getParcelsBookmarksAllCoordinates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels-bookmarks/parcel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove the bookmark of a parcel (by parcel id) in the chosen survey-taker scope
         * @description Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user). Only admins may name another survey taker (403 otherwise). Free Trial users see all of their own; sizes over 50 → 403; no coordinates (403).
         */
        delete: operations["deleteParcelsBookmarksParcelById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels-bookmarks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a parcel bookmark by its id (404 when it is not one of yours) */
        delete: operations["deleteParcelsBookmarksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects-bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bookmarked projects, paged (page, take, isChild)
         * @description Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user). Only admins may name another survey taker (403 otherwise). isChild=true lists child projects, isChild=false parents, absent both. Free Trial users see all of their own; sizes over 50 → 403; no coordinates (403).
         */
        get: operations["getProjectsBookmarks"];
        put?: never;
        /**
         * Bookmark a project (project_id, type parent|child, survey_taker, description ≤ 15, from, dataArgs)
         * @description Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user). Only admins may name another survey taker (403 otherwise). isChild=true lists child projects, isChild=false parents, absent both. Free Trial users see all of their own; sizes over 50 → 403; no coordinates (403). Unknown project → 404; type not matching the project → 400; duplicate → 409.
         */
        post: operations["postProjectsBookmarks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects-bookmarks/all-coordinates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Centres of bookmarked projects for the map (page, take, isChild; default take 1000)
         * @description Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user). Only admins may name another survey taker (403 otherwise). isChild=true lists child projects, isChild=false parents, absent both. Free Trial users see all of their own; sizes over 50 → 403; no coordinates (403).
         */
        get: operations["getProjectsBookmarksAllCoordinates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects-bookmarks/project/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove the bookmark of a project (by project id, optional type) in the chosen survey-taker scope
         * @description Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user). Only admins may name another survey taker (403 otherwise). isChild=true lists child projects, isChild=false parents, absent both. Free Trial users see all of their own; sizes over 50 → 403; no coordinates (403).
         */
        delete: operations["deleteProjectsBookmarksProjectById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your saved searches, newest first; search = substring of the name
         * @description Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user); only admins may name another survey taker (403 otherwise). Free Trial users see all of theirs.
         */
        get: operations["getSavedSearches"];
        put?: never;
        /**
         * Save a search: a name and the map query string (starting with ? or a /map URL, ≤ 8000 chars)
         * @description Scoped to the signed-in user and the survey taker (surveyTaker / survey_taker; empty = the user); only admins may name another survey taker (403 otherwise). Free Trial users see all of theirs. The url is stored as its query string ('?…'). 409 when the scope already has a saved search of that name (any letter case), so a retried request never stores a second one.
         */
        post: operations["postSavedSearches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of your saved searches (404 when it is not yours) */
        delete: operations["deleteSavedSearchesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parcels matching the map filters, one page (admins may sort by a score) */
        get: operations["getParcels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Number of parcels matching the filters */
        get: operations["getParcelsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/getQuery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin: the count and data SQL the parcel list runs for these filters, parameters inlined */
        get: operations["getParcelsGetQuery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/center": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mean centre of the matching parcels */
        get: operations["getParcelsCenter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Number of matching parcels per parcel status (the parcelStatus filter itself left out) */
        get: operations["getParcelsStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/coords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The parcel at a point (null when there is none) */
        get: operations["getParcelsCoords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A parcel with every field of the More Information modal */
        get: operations["getParcelsInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/allData/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stored parcel record, every column */
        get: operations["getParcelsAllDataById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/all-coordinates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Map geometry: clusters below zoom 14, parcel polygons and project markers from it on (pages of at most 1000 each, in id order; truncated = a next page exists)
         * @description parcelPolygons=false leaves the parcel polygons out and pages the project markers only (the map draws parcels from /tiles/parcels/{z}/{x}/{y}.mvt).
         */
        get: operations["getParcelsAllCoordinates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/all-coordinates/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's parcels as polygons (type all, buildableParcels or alreadyBuildedParcels), paged
         * @description View on map: 403 'Please upgrade to view on map' for Free Trial.
         */
        get: operations["getParcelsAllCoordinatesByProjectId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/all-coordinates-query/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin: the SQL (and counts) of a project's buildable and already built parcels */
        get: operations["getParcelsAllCoordinatesQueryByProjectId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The child projects matching the map filters, one page */
        get: operations["getProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Number of child projects matching the filters */
        get: operations["getProjectsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/getQuery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin: the count and data SQL of the child projects list */
        get: operations["getProjectsGetQuery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/center": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mean centre of the matching child projects */
        get: operations["getProjectsCenter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/all-coordinates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Markers of the matching child projects (page 1, limit 1000 by default) */
        get: operations["getProjectsAllCoordinates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Names of child projects containing name */
        get: operations["getProjectsNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project with every field of its More Information modal */
        get: operations["getProjectsInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/allData/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stored project record, every column */
        get: operations["getProjectsAllDataById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/child-coordinates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Markers of the child projects of parentId (filtered unless isNameSearch=true), page 1, limit 20 by default */
        get: operations["getProjectsChildCoordinates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/parent-center": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Centre of a child project's parent (childId) */
        get: operations["getProjectsParentCenter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/child-projects/names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Names of child projects containing name */
        get: operations["getChildProjectsNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/{parcelId}/current-project": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The projects (parent or child) a parcel is part of, optionally by projectName */
        get: operations["getParcelsByParcelIdCurrentProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The parent projects matching the map filters, one page */
        get: operations["getParentProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Number of parent projects matching the filters */
        get: operations["getParentProjectsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/getQuery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin: the count and data SQL of the parent projects list */
        get: operations["getParentProjectsGetQuery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/center": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mean centre of the matching parent projects */
        get: operations["getParentProjectsCenter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/all-coordinates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Markers of the matching parent projects (page 1, limit 1000 by default) */
        get: operations["getParentProjectsAllCoordinates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Names of parent projects containing name */
        get: operations["getParentProjectsNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project with every field of its More Information modal */
        get: operations["getParentProjectsInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/allData/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stored project record, every column */
        get: operations["getParentProjectsAllDataById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/parent-coordinates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The marker of a child project's parent (childId) */
        get: operations["getParentProjectsParentCoordinates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/{id}/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Child projects of a parent, paged (page, take); map filters apply unless isNameSearch=true; getQuery=true (admin) adds the SQL */
        get: operations["getParentProjectsByIdChildren"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/child-projects/{id}/parent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The parent project of a child project; getQuery=true (admin) adds the SQL */
        get: operations["getChildProjectsByIdParent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cities/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** City names of the state, optionally within counties, area tags or postal codes (lists by , or |) */
        get: operations["getCitiesAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geography/bounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bounding box of cities, counties, area tags and postal codes (the map fits to it)
         * @description Lists by , or | with the map URL's parameter names. The box covers every place named (counties and area tags by polygon, cities and ZIP codes by their parcels and centre); bounds is null when none is known.
         */
        get: operations["getGeographyBounds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cities/{state}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** City names of a state (Utah) */
        get: operations["getCitiesByState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/counties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** County names of Utah */
        get: operations["getCounties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/counties/{state}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** County names of a state (Utah) */
        get: operations["getCountiesByState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/zoning/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities that have zoning codes, optionally containing searchValue */
        get: operations["getZoningCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/zoning/counties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counties that have zoning codes, optionally containing searchValue */
        get: operations["getZoningCounties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/zoning/city": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Zoning codes of a city (name) */
        get: operations["getZoningCity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/zoning/county": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Zoning codes of a county (name) */
        get: operations["getZoningCounty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Addresses, cities, ZIP codes, parcel ids and project names matching q (trigram ranked), then places found by the external geocoder when one is configured, each with where to fly the map */
        get: operations["getSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Match counts of a parcel: all eight in one answer, or only `matchingType` */
        get: operations["getParcelsMatchesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/matches-all/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of one kind of match for a parcel */
        get: operations["getParcelsMatchesAllById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/matches/{id}/explain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Why (not): one contact or company against a parcel's matches, every dimension pass or fail
         * @description For one contact (contactId) or each contact of one company (companyId), in every contact group it belongs to (or matchingType): whether it is listed, every hard dimension the subject defines pass or fail with the values compared, the fit score and its signals, and the same in words (docs/matching.md, 'Why and why not'). The matches' access: no data access 403 'Please contact admin for further access'; Free Trial 403 'Upgrade to view details'; 404 for an unknown subject, contact or company; 400 unless exactly one of contactId and companyId.
         */
        get: operations["getParcelsMatchesByIdExplain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/all-matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of matches for the parcel `id` (contacts for contact groups) */
        get: operations["getParcelsAllMatching"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/all-company-matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of companies (≥1 matching contact) of a contact group for the parcel `id` */
        get: operations["getParcelsAllCompanyMatching"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/matching-queries/{serialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin: the SQL of every matching group of a parcel and the columns used */
        get: operations["getParcelsMatchingQueriesBySerialId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/matching-coordinates/{parcelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Map points of a parcel's matches (default: neighbouring parcels) */
        get: operations["getParcelsMatchingCoordinatesByParcelId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/{parcelId}/projects-matching-coordinates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Map points of the projects matching a parcel */
        get: operations["getParcelsByParcelIdProjectsMatchingCoordinates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Match counts of a parent or child project: all eight in one answer, or only `matchingType` */
        get: operations["getProjectsMatchesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/matches/{id}/explain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Why (not): one contact or company against a parent or child project's matches, every dimension
         * @description For one contact (contactId) or each contact of one company (companyId), in every contact group it belongs to (or matchingType): whether it is listed, every hard dimension the subject defines pass or fail with the values compared, the fit score and its signals, and the same in words (docs/matching.md, 'Why and why not'). The matches' access: no data access 403 'Please contact admin for further access'; Free Trial 403 'Upgrade to view details'; 404 for an unknown subject, contact or company; 400 unless exactly one of contactId and companyId.
         */
        get: operations["getProjectsMatchesByIdExplain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/matches-all/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of one kind of match for a project (parcels split by all / buildable / already built) */
        get: operations["getProjectsMatchesAllById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/matches-all/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of one kind of match for a project (parcels split by all / buildable / already built) */
        get: operations["getParentProjectsMatchesAllById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/all-contacts-matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of matching contacts of a contact group for the project `id` */
        get: operations["getProjectsAllContactsMatching"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/all-contacts-matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of matching contacts of a contact group for the project `id` */
        get: operations["getParentProjectsAllContactsMatching"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/all-company-matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of matching companies of a contact group for the project `id` */
        get: operations["getProjectsAllCompanyMatching"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/all-company-matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of matching companies of a contact group for the project `id` */
        get: operations["getParentProjectsAllCompanyMatching"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/matching-queries/{serialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin: the SQL of every matching group of a project and the columns used */
        get: operations["getProjectsMatchingQueriesBySerialId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/matching-queries/{serialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin: the SQL of every matching group of a project and the columns used */
        get: operations["getParentProjectsMatchingQueriesBySerialId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-projects/matching-coordinates/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Map points of a project's matches (default: its own parcels) */
        get: operations["getParentProjectsMatchingCoordinatesByProjectId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/builders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of matching builders (contacts, or companies with type=companies) */
        get: operations["getContactsBuilders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/investors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of matching investors (contacts, or companies with type=companies) */
        get: operations["getContactsInvestors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/developers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of matching developers (contacts, or companies with type=companies) */
        get: operations["getContactsDevelopers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/realestateagents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of matching realEstateAgents (contacts, or companies with type=companies) */
        get: operations["getContactsRealestateagents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/newbuildhomebuyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of matching newBuildHomebuyers (contacts, or companies with type=companies) */
        get: operations["getContactsNewbuildhomebuyers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/water-rights/parcel-matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of water rights within the radius of the subject */
        get: operations["getWaterRightsParcelMatching"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/parcels-matching-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of projects near the subject sharing a product */
        get: operations["getProjectsParcelsMatchingData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company names (optionally containing `name`)
         * @description Free Trial: at most one, as its placeholder.
         */
        get: operations["getCompaniesName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company detail: the company, ongoing projects, projects of the last two years, matched projects and parcels
         * @description Matched projects and parcels: those for which at least one of the company’s contacts is among the matches (the contact-group rules read the other way round); `hypothetical` picks the parcels’ lot estimate.
         */
        get: operations["getCompaniesByIdDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/matched-properties/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projects and parcels matched to a company
         * @description Matched projects and parcels: those for which at least one of the company’s contacts is among the matches (the contact-group rules read the other way round); `hypothetical` picks the parcels’ lot estimate.
         */
        get: operations["getCompaniesMatchedPropertiesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A contact and its preferences (areas, products, lot ranges, price ranges) for the Contact modal */
        get: operations["getContactsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels-extra-info/{parcelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A parcel's qualification sheet: the four tabs' fields, notes, version and latest saves
         * @description Admins only (401 without a session, 403 for anyone else; 404 for an unknown parcel). Fields never saved on the sheet show the parcel's values and are listed in `prefilled`: acreage, owner name ('First Last'; the UI splits it at the first space), company name for entity owners, property address, city, county, actual zoning, parcel id, building on the property, water rights (yes when one lies within a mile), and an active MLS listing with its price.
         */
        get: operations["getParcelsExtraInfoByParcelId"];
        /**
         * Save fields of a qualification sheet and/or add a note; answers the sheet as saved
         * @description Admins only (401 without a session, 403 for anyone else; 404 for an unknown parcel). Fields never saved on the sheet show the parcel's values and are listed in `prefilled`: acreage, owner name ('First Last'; the UI splits it at the first space), company name for entity owners, property address, city, county, actual zoning, parcel id, building on the property, water rights (yes when one lies within a mile), and an active MLS listing with its price. Concurrent saves merge per field: send `version` (the one GET answered) and only the fields you changed (absent = unchanged, null or [] = cleared). A field someone else changed after that version is a conflict: 409 with `details.fields` and the current `details.version`, and nothing is saved. The spec's body (the form's values at the top level, `parcelId` among them, no `version`) is taken too: only the fields it sends change, with no conflict check (the last save wins). Other admins' changes to other fields are kept. `note` adds a note (id = the time in ms, author = you), which never conflicts. Yes/No questions are booleans ('Yes' → true); lists are arrays; city and county must be Utah's. Bad input is a 400 naming the field, and nothing is saved. Each save that changes something bumps `version` and is logged (`saves`: who, when, which fields).
         */
        put: operations["putParcelsExtraInfoByParcelId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your surveys, newest first, 10 a page (value = survey name; email: admins, someone else’s)
         * @description Owners manage only their own surveys (404 for anyone else’s); admins may read any. Registered: 403. Free Trial users may read their surveys but not take, retake or switch one on (403 'Upgrade to enable this feature').
         */
        get: operations["getSurveys"];
        /**
         * Take a survey, or 'Update Survey': save the answers and the matching profile (contact, project) they describe
         * @description Owners manage only their own surveys (404 for anyone else’s); admins may read any. Registered: 403. Free Trial users may read their surveys but not take, retake or switch one on (403 'Upgrade to enable this feature'). The answers are checked as the form checks them: 400 with the last failing warning of the spec (e.g. 'Utah area tags should not be empty'), or naming the field for a value that is not one of its options or not a Utah city; 409 for a second survey of a type a user holds once. Stores the response, its criteria rows, the map filter URL and the matching profile others match against.
         */
        put: operations["putSurveys"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/recalculate_response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 'Recalculate Survey': save the answers and the matching profile, as 'Update Survey' does (the screens read every count afresh after it)
         * @description Owners manage only their own surveys (404 for anyone else’s); admins may read any. Registered: 403. Free Trial users may read their surveys but not take, retake or switch one on (403 'Upgrade to enable this feature'). The answers are checked as the form checks them: 400 with the last failing warning of the spec (e.g. 'Utah area tags should not be empty'), or naming the field for a value that is not one of its options or not a Utah city; 409 for a second survey of a type a user holds once. Stores the response, its criteria rows, the map filter URL and the matching profile others match against.
         */
        put: operations["putSurveysRecalculateResponse"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete your survey; its profile leaves the matches
         * @description Owners manage only their own surveys (404 for anyone else’s); admins may read any. Registered: 403. Free Trial users may read their surveys but not take, retake or switch one on (403 'Upgrade to enable this feature'). deleteStatus defaults to 'deleted'. I Have a Project surveys need a reason (400 'Please select an option to delete' otherwise): 'Delete Sold Out Status' removes the project; 'Abandoned', 'Final Rejected by City Council' and 'Prelim Rejected by City Council' keep it with that status.
         */
        delete: operations["deleteSurveysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/set-private": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make your I Have a Project survey private (only you see it) or public (it is a project others find)
         * @description Owners manage only their own surveys (404 for anyone else’s); admins may read any. Registered: 403. Free Trial users may read their surveys but not take, retake or switch one on (403 'Upgrade to enable this feature'). The 'Public' checkbox is the inverse of isPrivate.
         */
        put: operations["putSurveysSetPrivate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch your survey profile ON (every other one goes OFF, atomically) or OFF
         * @description Owners manage only their own surveys (404 for anyone else’s); admins may read any. Registered: 403. Free Trial users may read their surveys but not take, retake or switch one on (403 'Upgrade to enable this feature'). One enabled survey per user, also under concurrent switching.
         */
        put: operations["putSurveysEnable"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/url/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The survey's saved map filter (a query string for /map, with surveyId)
         * @description Owners manage only their own surveys (404 for anyone else’s); admins may read any. Registered: 403. Free Trial users may read their surveys but not take, retake or switch one on (403 'Upgrade to enable this feature').
         */
        get: operations["getSurveysUrlById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/{id}/response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A survey's response (the answers as stored, multi-values joined with ';')
         * @description Owners manage only their own surveys (404 for anyone else’s); admins may read any. Registered: 403. Free Trial users may read their surveys but not take, retake or switch one on (403 'Upgrade to enable this feature').
         */
        get: operations["getSurveysByIdResponse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's surveys (yours; admins: anyone's), newest first
         * @description Owners manage only their own surveys (404 for anyone else’s); admins may read any. Registered: 403. Free Trial users may read their surveys but not take, retake or switch one on (403 'Upgrade to enable this feature').
         */
        get: operations["getSurveysUserById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 'Displayed Profile': the ten survey types, the survey taken of each and which is enabled
         * @description Owners manage only their own surveys (404 for anyone else’s); admins may read any. Registered: 403. Free Trial users may read their surveys but not take, retake or switch one on (403 'Upgrade to enable this feature'). mayEnable is false for Free Trial (switches and Take disabled: 'Upgrade to enable this feature'). email: admins may ask for someone else's profile.
         */
        get: operations["getSurveysInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your I Have a Project surveys (city, project name, address, acres, created date, isPrivate)
         * @description Owners manage only their own surveys (404 for anyone else’s); admins may read any. Registered: 403. Free Trial users may read their surveys but not take, retake or switch one on (403 'Upgrade to enable this feature'). Public ones are also projects on the map; private ones only you see.
         */
        get: operations["getSurveysProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/survey-criteria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A survey's criteria rows
         * @description Your surveys’ criteria (404 for anyone else’s); admins may read any.
         */
        get: operations["getSurveyCriteria"];
        /**
         * Replace your survey's criteria rows (the criteria drawer's edits)
         * @description Your surveys only (404 otherwise). Rows are (criteria, value) pairs of the keys the matching reads (docs/surveys.md, "Storage"), each value of its key's kind: 400 naming the row otherwise. Saving the survey derives them again from its answers.
         */
        put: operations["putSurveyCriteria"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/survey-criteria/surveys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Survey takers and their surveys (value = survey name; email, role: admins filter by taker)
         * @description Non-admins see their own surveys (naming someone else: 403). Rows are the spec’s survey options: surveyid, email, firstname, lastname, value (survey name), criteria.
         */
        get: operations["getSurveyCriteriaSurveys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/survey-criteria/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One criteria row
         * @description Your surveys’ criteria (404 for anyone else’s); admins may read any.
         */
        get: operations["getSurveyCriteriaById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/get-stats-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admin: MLS statistics per building type (New Builds, Existing Builds, All) and status (Active, Under Contract, Sold, Canceled/Expired/Others), with the median list price and days on market per month
         * @description Admins only (401 without a session, 403 'Admins only' for anyone else). Listings count when their list date is within fromDate..toDate (inclusive, YYYY-MM-DD) and they are in the cities, counties and postal codes given; every other map filter applies to the listing's parcel. `id_serial` names a parcel (404 when unknown): without a place filter, its city is the place. Figures are computed in SQL and rounded to 2 decimals; medians and quartiles are percentile_cont (linear interpolation); null where a group has no listings. `viewQuery=true` adds the SQL run, parameters inlined.
         */
        get: operations["getParcelsGetStatsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parcels/get-stats-full-valuation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admin: MLS statistics per architectural style for one building type and status, with the median price per square foot and per acre
         * @description Admins only (401 without a session, 403 'Admins only' for anyone else). Listings count when their list date is within fromDate..toDate (inclusive, YYYY-MM-DD) and they are in the cities, counties and postal codes given; every other map filter applies to the listing's parcel. `id_serial` names a parcel (404 when unknown): without a place filter, its city is the place. Figures are computed in SQL and rounded to 2 decimals; medians and quartiles are percentile_cont (linear interpolation); null where a group has no listings. `viewQuery=true` adds the SQL run, parameters inlined. buildingType: New Builds, Existing Builds or All (absent = All). status: Active, Under Contract, Sold or Canceled/Expired/Others (absent = Canceled/Expired/Others, as the spec's 'none').
         */
        get: operations["getParcelsGetStatsFullValuation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/{id}/resultsCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Match counts of a survey's six cards (contacts and companies)
         * @description The survey’s owner or an admin (404 for anyone else’s); Registered: 403. Free Trial: page and limit 1, each row replaced by an 'Upgrade to view details' placeholder.
         */
        get: operations["getSurveysByIdResultsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of one kind of a survey's matches: contacts (or companies, type=companies), water rights, parcels, projects
         * @description The survey’s owner or an admin (404 for anyone else’s); Registered: 403. Free Trial: page and limit 1, each row replaced by an 'Upgrade to view details' placeholder.
         */
        get: operations["getSurveysByIdResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/{id}/companyresults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a survey's matching companies (those with at least one matching contact)
         * @description The survey’s owner or an admin (404 for anyone else’s); Registered: 403. Free Trial: page and limit 1, each row replaced by an 'Upgrade to view details' placeholder.
         */
        get: operations["getSurveysByIdCompanyresults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A survey's matches by kind: count(s) and page `page` of each list, keyed by type
         * @description The survey’s owner or an admin (404 for anyone else’s); Registered: 403. Free Trial: page and limit 1, each row replaced by an 'Upgrade to view details' placeholder. The spec's matches query (its path is not shown): surveyid, page, limit, matchingtype, isRecalculating → an array of { matchingtype, count, contactsCount, companiesCount | waterRightsCount | projectsCount | parcelsCount, list: { contacts, companies } | { waterRights } | { projects } | { parcels } }. The dashboard asks the eight kinds with page 1 and limit 10.
         */
        get: operations["getSurveysMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/{id}/landOffers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Land owners offer in words (city, acres, zoning) that a demand survey's taker would buy
         * @description The survey’s owner or an admin (404 for anyone else’s); Registered: 403. Free Trial: page and limit 1, each row replaced by an 'Upgrade to view details' placeholder. Land Owner and Property Seller surveys of the survey's cities that give no parcel id, whose own matches list this survey's taker (as a builder, developer, investor or agent), best fit first, each with the why in words. A supply survey has none.
         */
        get: operations["getSurveysByIdLandOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/getQueries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admin: the SQL of each kind of a survey's matches (as run) and the columns it uses
         * @description Admins only (403 'Admins only'); 404 for an unknown survey. Per kind the count and page-1 queries (ContactsCount, ContactsQuery, CompaniesCount, CompaniesQuery; WaterRights…; Projects…, ParentProjects…, ChildProjects…; Parcels…) and columnsUsed (water rights: WRNUM).
         */
        get: operations["getSurveysGetQueriesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your newest alert digests (at most 20) and how many are unread
         * @description A watch follows one of your saved searches or your enabled survey, daily or weekly (windows end at midnight, Utah time; weekly ones on Monday). At the end of each window the server's scheduler writes a digest of what is new: parcels that newly fit, new listings, price cuts, listings back on market or sold, projects whose status changed, and for a survey new matching contacts. Free Trial users get the in-app list only (alertDeliveryFor). Only digests that found something are listed. Free Trial users see what kind of change each entry is, with 'Upgrade to view details' in place of the record.
         */
        get: operations["getAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark digests read (the given ids, or all of yours) */
        post: operations["postAlertsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/watches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your watched saved searches and surveys
         * @description A watch follows one of your saved searches or your enabled survey, daily or weekly (windows end at midnight, Utah time; weekly ones on Monday). At the end of each window the server's scheduler writes a digest of what is new: parcels that newly fit, new listings, price cuts, listings back on market or sold, projects whose status changed, and for a survey new matching contacts. Free Trial users get the in-app list only (alertDeliveryFor).
         */
        get: operations["getAlertsWatches"];
        put?: never;
        /**
         * Watch one of your saved searches, or your enabled survey
         * @description A watch follows one of your saved searches or your enabled survey, daily or weekly (windows end at midnight, Utah time; weekly ones on Monday). At the end of each window the server's scheduler writes a digest of what is new: parcels that newly fit, new listings, price cuts, listings back on market or sold, projects whose status changed, and for a survey new matching contacts. Free Trial users get the in-app list only (alertDeliveryFor). 404 when the saved search or survey is not yours; 400 for a survey that is not the enabled one; 409 when it is already watched; at most 20 watches.
         */
        post: operations["postAlertsWatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/watches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a watch's frequency, or turn its e-mails on or off */
        put: operations["putAlertsWatchesById"];
        post?: never;
        /** Stop watching (its digests go with it) */
        delete: operations["deleteAlertsWatchesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-click unsubscribe from an alert's e-mails (the signed link of the mail; no sign-in)
         * @description Also the target of the List-Unsubscribe header: mail programs POST `List-Unsubscribe=One-Click` to it, form-encoded or multipart (RFC 8058); any body is read and ignored, the signed token decides. The watch stays, in the app only.
         */
        post: operations["postAlertsUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/owners/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All properties of an owner: every parcel and project of the owner of a parcel, project or contact
         * @description Give exactly one of parcelId, projectId or contactId. An owner is a name and a mailing address: its owner name (a contact: its owner name, else its name) and its mailing address (a project, or a contact without one: the address most parcels of that name are mailed to). A parcel belongs to the portfolio when its owner name has the same key (owner_name_key: case, punctuation, initials and suffixes such as LLC, L.L.C., Inc, Trust, Trustee, LC, 'Family Trust' left out, words sorted) and its mailing address the same key (owner_mailing_key; matchedOn 'name and mailing address'), or when its mailing address has the same key and the names share a distinctive word (matchedOn 'mailing address'); the same name at another address is another owner. With no address known, the name's parcels without one (matchedOn 'name'). owner.grouping says in words how the portfolio was grouped. Parcels less than 2 m apart are one holding (ST_ClusterDBSCAN), with its combined acreage and outline. Projects are those whose owner names have the key. At most 2000 parcels are listed, largest first (truncated); the totals count all. Free Trial: 403 'Upgrade to view details'. 404 when the record does not exist; 400 when it has no owner name.
         */
        get: operations["getOwnersPortfolio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/area-export/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many parcels an export of this area would hold
         * @description The area is the map filters coords (a drawn polygon), cities, counties or postalCodes (at least one); the map's other filters narrow it. Who may export: admins, Subscribed, Subscription Cancelled and Test User (mayExportGis); Free Trial 403 'Upgrade subscription to unlock this feature'. 400 when there is no area or it holds more than 100000 parcels.
         */
        get: operations["getAreaExportCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/area-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the parcels of an area: GeoJSON, KML (Google Earth), CSV (WKT geometry), Shapefile (zipped, with .prj)
         * @description The area is the map filters coords (a drawn polygon), cities, counties or postalCodes (at least one); the map's other filters narrow it. Who may export: admins, Subscribed, Subscription Cancelled and Test User (mayExportGis); Free Trial 403 'Upgrade subscription to unlock this feature'. The file is streamed while the parcels are read through a cursor, 1000 at a time (at most 100000); every record carries its source and date (DATA_SRC, DATA_DATE: 'Generated demo data' for generated records), and the file's header (GeoJSON metadata, KML description, the zip's .txt) the sources and the export time. With exportId (a UUID the page makes up) the progress is readable at /area-export/progress/{exportId}. A server process writes at most 3 exports at once (429 past that).
         */
        get: operations["getAreaExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/area-export/progress/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of one of your exports (parcels written of the total) */
        get: operations["getAreaExportProgressById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admin: survey takers (e-mails with surveys) and their surveys, by part of the e-mail or name
         * @description The survey-taker selector's list. Admins only (403 'Admins only').
         */
        get: operations["getSurveysContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveys/clientcodenames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Client surveys (Builder Client, Real Estate Agent Client) and their 'Client code name'
         * @description Your client surveys, or (admins) the taker's named by email; clientcode: part of the client-code name; surveyName: 'Real Estate Agent Client Survey' or 'Builder Client Survey'. A non-admin naming someone else: 403 'Only admins may choose a survey taker'.
         */
        get: operations["getSurveysClientcodenames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admin: contacts, optionally by e-mail (a whole address exactly, else part of it)
         * @description With how many surveys each contact's e-mail has taken. Admins only (403 'Admins only').
         */
        get: operations["getContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/resultsCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A survey taker's match counts: the six cards of the taker's survey
         * @description Your own surveys, or (admins) the survey taker's named by email; a non-admin naming someone else: 403 'Only admins may choose a survey taker'. 404 when the taker has no survey. Free Trial: page and limit 1 with placeholders.
         */
        get: operations["getContactsResultsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a survey taker's matches of one kind (contacts or companies for contact groups)
         * @description Your own surveys, or (admins) the survey taker's named by email; a non-admin naming someone else: 403 'Only admins may choose a survey taker'. 404 when the taker has no survey. Free Trial: page and limit 1 with placeholders. The survey’s owner or an admin (404 for anyone else’s); Registered: 403. Free Trial: page and limit 1, each row replaced by an 'Upgrade to view details' placeholder.
         */
        get: operations["getContactsResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tiles/{layer}/{z}/{x}/{y}.mvt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vector tiles of the map and its offline basemap (Mapbox Vector Tile, layer = path)
         * @description Layers: parcels (polygons from zoom 14: id, parcelId as the app shows it (the county's formatted number, else the raw id), acreage), projects (points: id, name, isChild, parentProjectId, projectStatus; projectKind=all|parent|child), water-rights (points from zoom 10: id, wrnum, uses, flowCfs, volumeAcreFeet); the offline basemap: streets (lines from zoom 13: id, name) and places (city points: id, name, population), the same for every viewer and filter. The query string takes the map filters of /parcels/all-coordinates (viewport, zoom and paging are ignored); water rights apply cities, counties and coords. An unknown city or a survey the caller may not open is a 400 naming the field, as on the lists. Free Trial gets shapes and ids without parcel numbers, project names or water right numbers. An empty tile answers 204 with no body. ETag and Cache-Control: private, no-cache (revalidate: 304 while the data is unchanged). gzip when accepted. docs/map-tiles.md has the details.
         */
        get: operations["getTilesByLayerByZByXByYMvt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your API keys, newest first, revoked ones included (never the key itself: its prefix) */
        get: operations["getApiKeys"];
        put?: never;
        /**
         * Create an API key: the answer holds the key, shown this once
         * @description For users with data access (mayUseApiKeys). Read-only (GET and HEAD) unless write is true; write access needs full data access (403 for Free Trial). At most 20 active keys (409). Refused (403) when called with an API key.
         */
        post: operations["postApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key: yours, or any for an admin (404 when it is not yours)
         * @description The key stops working at its next call. Revoking a revoked key answers it unchanged. Refused (403) when called with an API key.
         */
        delete: operations["deleteApiKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every user's API keys with their owner, newest first (admins); userId: one user's */
        get: operations["getApiKeysAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The MCP server (Model Context Protocol, Streamable HTTP, stateless): one JSON-RPC message
         * @description For AI assistants and MCP clients: initialize, tools/list and tools/call of the tools listed in docs/api.md ("MCP"). Send `Accept: application/json, text/event-stream`; the answer is JSON (202 with no body for a notification). The tools act for the caller with the same access rules as the routes they mirror (Free Trial placeholders, 'Admins only' for market_stats).
         */
        post: operations["postMcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your webhook endpoints
         * @description Signed webhooks for your alerts (docs/api.md, "Webhooks"): when an alert digest of yours finds something of the kinds an endpoint asked for, the server POSTs it there as JSON, signed with the endpoint's secret (Webhook-Id, Webhook-Timestamp, Webhook-Signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">), retrying with backoff; an endpoint whose deliveries keep failing is disabled and you are mailed. For those who get alerts by mail (full access); Free Trial: 403 'Upgrade your subscription to receive alerts by webhook'.
         */
        get: operations["getWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint (its signing secret is in this answer only)
         * @description Signed webhooks for your alerts (docs/api.md, "Webhooks"): when an alert digest of yours finds something of the kinds an endpoint asked for, the server POSTs it there as JSON, signed with the endpoint's secret (Webhook-Id, Webhook-Timestamp, Webhook-Signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">), retrying with backoff; an endpoint whose deliveries keep failing is disabled and you are mailed. For those who get alerts by mail (full access); Free Trial: 403 'Upgrade your subscription to receive alerts by webhook'. The URL must be https:// to a public host (400 otherwise). events: the alert kinds to receive (parcel_fits, listing_new, listing_price_cut, listing_back_on_market, listing_sold, project_status, contact_new; all when left out). At most 10 endpoints.
         */
        post: operations["postWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an endpoint's events, or turn it off or back on
         * @description Turning an endpoint back on clears why the server disabled it and its count of failures.
         */
        put: operations["putWebhooksById"];
        post?: never;
        /** Delete an endpoint (its delivery log goes with it) */
        delete: operations["deleteWebhooksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint's delivery log (the newest 50) */
        get: operations["getWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery's event again, now
         * @description The same event (the same Webhook-Id, freshly signed) is POSTed once, now, as a new delivery of the log (replayOf names the original), without retries; also to an endpoint that is off.
         */
        post: operations["postWebhooksByIdDeliveriesByDeliveryIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        MatchContactRowInput: {
            id: number;
            name: string | null;
            firstname: string | null;
            lastname: string | null;
            emails: string[];
            workEmail: string | null;
            phones: string[];
            phoneNumber1: string | null;
            phoneNumber2: string | null;
            address: string | null;
            cities: string[];
            websites: string[];
            types: string[];
            company: string | null;
            /** @description The dimensions that agreed for this row */
            matchedOn: string[];
            /** @description Fit, 0–100 (docs/matching.md, "The fit model"); a company: its best matching contact */
            score: number;
            /** @description Where the record comes from: a key of RECORD_SOURCES, never shown as such */
            source?: string | null;
            /** @description The date the record's values are true as of (YYYY-MM-DD); null when the source does not say */
            sourceAsOf?: string | null;
        } & {
            [key: string]: unknown;
        };
        MatchCompanyRowInput: {
            id: number;
            name: string;
            emails: string[];
            websites: string[];
            phones: string[];
            address: string | null;
            city: string | null;
            companyType: string | null;
            googleRating: number | null;
            matchingContacts: number;
            /** @description The dimensions that agreed for this row */
            matchedOn: string[];
            /** @description Fit, 0–100 (docs/matching.md, "The fit model"); a company: its best matching contact */
            score: number;
            /** @description Where the record comes from: a key of RECORD_SOURCES, never shown as such */
            source?: string | null;
            /** @description The date the record's values are true as of (YYYY-MM-DD); null when the source does not say */
            sourceAsOf?: string | null;
        } & {
            [key: string]: unknown;
        };
        MatchWaterRightRowInput: {
            id: number;
            wrnum: string;
            wrchex: string | null;
            ownerFirstName: string | null;
            ownerLastName: string | null;
            ownerEmailAddress: string | null;
            ownerPhone: string | null;
            ownerAddress1: string | null;
            ownerAddress2: string | null;
            ownerInterest: string | null;
            city: string | null;
            lat: number | null;
            lng: number | null;
            /** @description The dimensions that agreed for this row */
            matchedOn: string[];
            /** @description Fit, 0–100, in a survey’s lists (docs/matching.md, "Ranking a survey’s matches") */
            score?: number;
            /** @description Where the record comes from: a key of RECORD_SOURCES, never shown as such */
            source?: string | null;
            /** @description The date the record's values are true as of (YYYY-MM-DD); null when the source does not say */
            sourceAsOf?: string | null;
        } & {
            [key: string]: unknown;
        };
        MatchParcelRowInput: {
            id: number;
            parcelId: string;
            formattedParcelId?: string | null;
            ownershipName?: string | null;
            address?: string | null;
            city?: string | null;
            county?: string | null;
            acreage?: number | null;
            products?: string[];
            lat?: number | null;
            lng?: number | null;
            /** @description The dimensions that agreed for this row */
            matchedOn: string[];
            /** @description Fit, 0–100, in a survey’s lists (docs/matching.md, "Ranking a survey’s matches") */
            score?: number;
            /** @description The land owner who named this parcel in a survey (survey match lists only) */
            ownerWantsToSell?: {
                surveyId: number;
                name: string;
                email: string;
            };
            /** @description Where the record comes from: a key of RECORD_SOURCES, never shown as such */
            source?: string | null;
            /** @description The date the record's values are true as of (YYYY-MM-DD); null when the source does not say */
            sourceAsOf?: string | null;
        } & {
            [key: string]: unknown;
        };
        MatchProjectRowInput: {
            id: number;
            name: string;
            parentProjectId: number | null;
            city: string | null;
            county: string | null;
            address: string | null;
            projectStatus: string | null;
            products: string[];
            pricePoint: number | null;
            lat: number | null;
            lng: number | null;
            /** @description The dimensions that agreed for this row */
            matchedOn: string[];
            /** @description Fit, 0–100, in a survey’s lists (docs/matching.md, "Ranking a survey’s matches") */
            score?: number;
            /** @description Where the record comes from: a key of RECORD_SOURCES, never shown as such */
            source?: string | null;
            /** @description The date the record's values are true as of (YYYY-MM-DD); null when the source does not say */
            sourceAsOf?: string | null;
        } & {
            [key: string]: unknown;
        };
        LandOfferInput: {
            /** @description The owner's survey */
            id: number;
            /** @description The owner's name (or e-mail) */
            name: string;
            email: string;
            city: string | null;
            acres: number | null;
            /** @description The survey's answer, e.g. 'Agricultural' */
            zoning: string | null;
            /** @description What the acres yield under the zoning (landOfferCounts); empty when the zoning is unknown */
            lots: {
                singleFamily?: number;
                townhouse?: number;
                condos?: number;
            };
            /**
             * @description The group of the taker the land matched
             * @enum {string}
             */
            matchedAs: "parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects";
            score: number | null;
            /** @description Why, in words: every dimension compared and the signals of the score */
            lines: string[];
            /** @description Where the record comes from: a key of RECORD_SOURCES, never shown as such */
            source?: string | null;
            /** @description The date the record's values are true as of (YYYY-MM-DD); null when the source does not say */
            sourceAsOf?: string | null;
        };
        CompanyDetailProjectRowInput: {
            id: number;
            name: string;
            parent_project_id: number | null;
            city: string | null;
            county: string | null;
            address: string | null;
            project_status: string | null;
            products: string[];
            number_and_style_of_lots: string[];
            price_point: number | null;
            /** Format: date-time */
            started_on: string | null;
            /** Format: date-time */
            completed_on: string | null;
            lat: number | null;
            lng: number | null;
        };
        CompanyDetailParcelRowInput: {
            id: number;
            parcel_id: string;
            formatted_parcel_id: string | null;
            ownership_name: string | null;
            address: string | null;
            city: string | null;
            acreage: number;
            lat: number;
            lng: number;
        };
        MatchExplanationInput: {
            /** @enum {string} */
            kind: "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers";
            contactId: number;
            contactName: string | null;
            /** @description Whether the contact is among the subject's matches of the group */
            listed: boolean;
            /** @description Why the subject has no match in the group at all (a dead project, a built parcel, …), or null */
            ruledOut: string | null;
            /** @description The fit score (0–100) the contact has, or would have if listed */
            score: number | null;
            /** @description Every hard dimension of the group the subject defines, pass or fail */
            dimensions: {
                dimension: string;
                /** @description Passes: the contact leaves it open, or it agrees */
                ok: boolean;
                /** @description The contact leaves it open */
                open: boolean;
                /** @description The values compared, whatever the outcome */
                compared: ({
                    dimension: string;
                } & {
                    [key: string]: unknown;
                })[];
            }[];
            /** @description The soft signals of the score (fit, base, track record, listings, …) */
            signals: ({
                dimension: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description The same in words, ✓ or ✗ per line (explanationLines) */
            lines: string[];
        };
        MatchContactRow: {
            id: number;
            name: string | null;
            firstname: string | null;
            lastname: string | null;
            emails: string[];
            workEmail: string | null;
            phones: string[];
            phoneNumber1: string | null;
            phoneNumber2: string | null;
            address: string | null;
            cities: string[];
            websites: string[];
            types: string[];
            company: string | null;
            /** @description The dimensions that agreed for this row */
            matchedOn: string[];
            /** @description Fit, 0–100 (docs/matching.md, "The fit model"); a company: its best matching contact */
            score: number;
            /** @description Where the record comes from: a key of RECORD_SOURCES, never shown as such */
            source?: string | null;
            /** @description The date the record's values are true as of (YYYY-MM-DD); null when the source does not say */
            sourceAsOf?: string | null;
        } & {
            [key: string]: unknown;
        };
        MatchCompanyRow: {
            id: number;
            name: string;
            emails: string[];
            websites: string[];
            phones: string[];
            address: string | null;
            city: string | null;
            companyType: string | null;
            googleRating: number | null;
            matchingContacts: number;
            /** @description The dimensions that agreed for this row */
            matchedOn: string[];
            /** @description Fit, 0–100 (docs/matching.md, "The fit model"); a company: its best matching contact */
            score: number;
            /** @description Where the record comes from: a key of RECORD_SOURCES, never shown as such */
            source?: string | null;
            /** @description The date the record's values are true as of (YYYY-MM-DD); null when the source does not say */
            sourceAsOf?: string | null;
        } & {
            [key: string]: unknown;
        };
        MatchWaterRightRow: {
            id: number;
            wrnum: string;
            wrchex: string | null;
            ownerFirstName: string | null;
            ownerLastName: string | null;
            ownerEmailAddress: string | null;
            ownerPhone: string | null;
            ownerAddress1: string | null;
            ownerAddress2: string | null;
            ownerInterest: string | null;
            city: string | null;
            lat: number | null;
            lng: number | null;
            /** @description The dimensions that agreed for this row */
            matchedOn: string[];
            /** @description Fit, 0–100, in a survey’s lists (docs/matching.md, "Ranking a survey’s matches") */
            score?: number;
            /** @description Where the record comes from: a key of RECORD_SOURCES, never shown as such */
            source?: string | null;
            /** @description The date the record's values are true as of (YYYY-MM-DD); null when the source does not say */
            sourceAsOf?: string | null;
        } & {
            [key: string]: unknown;
        };
        MatchParcelRow: {
            id: number;
            parcelId: string;
            formattedParcelId?: string | null;
            ownershipName?: string | null;
            address?: string | null;
            city?: string | null;
            county?: string | null;
            acreage?: number | null;
            products?: string[];
            lat?: number | null;
            lng?: number | null;
            /** @description The dimensions that agreed for this row */
            matchedOn: string[];
            /** @description Fit, 0–100, in a survey’s lists (docs/matching.md, "Ranking a survey’s matches") */
            score?: number;
            /** @description The land owner who named this parcel in a survey (survey match lists only) */
            ownerWantsToSell?: {
                surveyId: number;
                name: string;
                email: string;
            };
            /** @description Where the record comes from: a key of RECORD_SOURCES, never shown as such */
            source?: string | null;
            /** @description The date the record's values are true as of (YYYY-MM-DD); null when the source does not say */
            sourceAsOf?: string | null;
        } & {
            [key: string]: unknown;
        };
        MatchProjectRow: {
            id: number;
            name: string;
            parentProjectId: number | null;
            city: string | null;
            county: string | null;
            address: string | null;
            projectStatus: string | null;
            products: string[];
            pricePoint: number | null;
            lat: number | null;
            lng: number | null;
            /** @description The dimensions that agreed for this row */
            matchedOn: string[];
            /** @description Fit, 0–100, in a survey’s lists (docs/matching.md, "Ranking a survey’s matches") */
            score?: number;
            /** @description Where the record comes from: a key of RECORD_SOURCES, never shown as such */
            source?: string | null;
            /** @description The date the record's values are true as of (YYYY-MM-DD); null when the source does not say */
            sourceAsOf?: string | null;
        } & {
            [key: string]: unknown;
        };
        LandOffer: {
            /** @description The owner's survey */
            id: number;
            /** @description The owner's name (or e-mail) */
            name: string;
            email: string;
            city: string | null;
            acres: number | null;
            /** @description The survey's answer, e.g. 'Agricultural' */
            zoning: string | null;
            /** @description What the acres yield under the zoning (landOfferCounts); empty when the zoning is unknown */
            lots: {
                singleFamily?: number;
                townhouse?: number;
                condos?: number;
            };
            /**
             * @description The group of the taker the land matched
             * @enum {string}
             */
            matchedAs: "parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects";
            score: number | null;
            /** @description Why, in words: every dimension compared and the signals of the score */
            lines: string[];
            /** @description Where the record comes from: a key of RECORD_SOURCES, never shown as such */
            source?: string | null;
            /** @description The date the record's values are true as of (YYYY-MM-DD); null when the source does not say */
            sourceAsOf?: string | null;
        };
        CompanyDetailProjectRow: {
            id: number;
            name: string;
            parent_project_id: number | null;
            city: string | null;
            county: string | null;
            address: string | null;
            project_status: string | null;
            products: string[];
            number_and_style_of_lots: string[];
            price_point: number | null;
            /** Format: date-time */
            started_on: string | null;
            /** Format: date-time */
            completed_on: string | null;
            lat: number | null;
            lng: number | null;
        };
        CompanyDetailParcelRow: {
            id: number;
            parcel_id: string;
            formatted_parcel_id: string | null;
            ownership_name: string | null;
            address: string | null;
            city: string | null;
            acreage: number;
            lat: number;
            lng: number;
        };
        MatchExplanation: {
            /** @enum {string} */
            kind: "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers";
            contactId: number;
            contactName: string | null;
            /** @description Whether the contact is among the subject's matches of the group */
            listed: boolean;
            /** @description Why the subject has no match in the group at all (a dead project, a built parcel, …), or null */
            ruledOut: string | null;
            /** @description The fit score (0–100) the contact has, or would have if listed */
            score: number | null;
            /** @description Every hard dimension of the group the subject defines, pass or fail */
            dimensions: {
                dimension: string;
                /** @description Passes: the contact leaves it open, or it agrees */
                ok: boolean;
                /** @description The contact leaves it open */
                open: boolean;
                /** @description The values compared, whatever the outcome */
                compared: ({
                    dimension: string;
                } & {
                    [key: string]: unknown;
                })[];
            }[];
            /** @description The soft signals of the score (fit, base, track record, listings, …) */
            signals: ({
                dimension: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description The same in words, ✓ or ✗ per line (explanationLines) */
            lines: string[];
        };
        /** @description Every error answer of the API (plugins/error-handler.ts). */
        Error: {
            /**
             * @description The HTTP status, again
             * @example 404
             */
            statusCode: number;
            /**
             * @description The status text
             * @example Not Found
             */
            error: string;
            /**
             * @description What went wrong, for a person
             * @example Parcel not found
             */
            message: string;
            /** @description Validation errors (400): each field and its problem. */
            issues?: {
                path: string;
                message: string;
            }[];
            /** @description More about some errors (e.g. which records conflict). */
            details?: unknown;
        };
    };
    responses: {
        /** @description The input is invalid: the message names the field (`issues` lists every problem), or the JSON body is broken or nested too deep. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No credential, or the token expired, was signed out or belongs to an inactive user. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller's role or subscription does not allow this call (the message says why), or a read-only API key asked for a change. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The record does not exist, or the caller may not see it. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The client does not accept the media types the answer needs (the message names them). */
        NotAcceptable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The change conflicts with the current state (the message says how). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is larger than the route's limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A path parameter is longer than Fastify allows (100 characters). */
        UriTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is not `application/json`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests: wait for the time `Retry-After` (or `RateLimit-Reset`) gives. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database took too long to answer (its statement timeout): try a smaller area or fewer filters. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        database: {
                            /** @enum {string} */
                            kind: "embedded" | "postgres";
                            postgis: string;
                        };
                        demoData: boolean;
                        parcelSources: string[];
                        version: string;
                        caches: {
                            [key: string]: {
                                /** @enum {string} */
                                state: "idle" | "loading" | "ready" | "retrying";
                                failures: number;
                                lastError?: string;
                                loadedAt?: string;
                                seconds?: number;
                            };
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstname: string;
                    lastname: string;
                    email: string;
                    password: string;
                    confirmPassword: string;
                    /** @enum {boolean} */
                    agreeToTerms: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAuthResendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        user: {
                            id: number;
                            firstname: string;
                            lastname: string;
                            email: string;
                            pendingEmail?: string | null;
                            isEmailVerified: boolean;
                            isActive: boolean;
                            userLastLogin: string | null;
                            createdAt: string;
                            userRoles: {
                                roleDetails: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            userSubscriptions: {
                                id: number;
                                user_id: number;
                                /** @enum {string} */
                                status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                                subscription_start_date: string | null;
                                subscription_end_date: string | null;
                                trial_end_date: string | null;
                                stripeSubscriptionDetails: {
                                    current_period_start: number;
                                    current_period_end: number;
                                    cancel_at_period_end: boolean;
                                    productDetails: {
                                        name: string;
                                    };
                                } | null;
                            }[];
                        };
                        loginUser: {
                            id: number;
                            firstname: string;
                            lastname: string;
                            email: string;
                            pendingEmail?: string | null;
                            isEmailVerified: boolean;
                            isActive: boolean;
                            userLastLogin: string | null;
                            createdAt: string;
                            userRoles: {
                                roleDetails: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            userSubscriptions: {
                                id: number;
                                user_id: number;
                                /** @enum {string} */
                                status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                                subscription_start_date: string | null;
                                subscription_end_date: string | null;
                                trial_end_date: string | null;
                                stripeSubscriptionDetails: {
                                    current_period_start: number;
                                    current_period_end: number;
                                    cancel_at_period_end: boolean;
                                    productDetails: {
                                        name: string;
                                    };
                                } | null;
                            }[];
                        };
                        subscriptionDetails: {
                            id: number;
                            user_id: number;
                            /** @enum {string} */
                            status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                            subscription_start_date: string | null;
                            subscription_end_date: string | null;
                            trial_end_date: string | null;
                            stripeSubscriptionDetails: {
                                current_period_start: number;
                                current_period_end: number;
                                cancel_at_period_end: boolean;
                                productDetails: {
                                    name: string;
                                };
                            } | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        user: {
                            id: number;
                            firstname: string;
                            lastname: string;
                            email: string;
                            pendingEmail?: string | null;
                            isEmailVerified: boolean;
                            isActive: boolean;
                            userLastLogin: string | null;
                            createdAt: string;
                            userRoles: {
                                roleDetails: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            userSubscriptions: {
                                id: number;
                                user_id: number;
                                /** @enum {string} */
                                status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                                subscription_start_date: string | null;
                                subscription_end_date: string | null;
                                trial_end_date: string | null;
                                stripeSubscriptionDetails: {
                                    current_period_start: number;
                                    current_period_end: number;
                                    cancel_at_period_end: boolean;
                                    productDetails: {
                                        name: string;
                                    };
                                } | null;
                            }[];
                        };
                        loginUser: {
                            id: number;
                            firstname: string;
                            lastname: string;
                            email: string;
                            pendingEmail?: string | null;
                            isEmailVerified: boolean;
                            isActive: boolean;
                            userLastLogin: string | null;
                            createdAt: string;
                            userRoles: {
                                roleDetails: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            userSubscriptions: {
                                id: number;
                                user_id: number;
                                /** @enum {string} */
                                status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                                subscription_start_date: string | null;
                                subscription_end_date: string | null;
                                trial_end_date: string | null;
                                stripeSubscriptionDetails: {
                                    current_period_start: number;
                                    current_period_end: number;
                                    cancel_at_period_end: boolean;
                                    productDetails: {
                                        name: string;
                                    };
                                } | null;
                            }[];
                        };
                        subscriptionDetails: {
                            id: number;
                            user_id: number;
                            /** @enum {string} */
                            status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                            subscription_start_date: string | null;
                            subscription_end_date: string | null;
                            trial_end_date: string | null;
                            stripeSubscriptionDetails: {
                                current_period_start: number;
                                current_period_end: number;
                                cancel_at_period_end: boolean;
                                productDetails: {
                                    name: string;
                                };
                            } | null;
                        } | null;
                        /** @enum {number} */
                        statusCode: 403;
                        error: string;
                        message: string;
                    } | ({
                        message: string;
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newPassword: string;
                    confirmNewPassword: string;
                    tokenId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAuthChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword: string;
                    newPassword: string;
                    confirmNewPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        accessToken: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAuthRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        user: {
                            id: number;
                            firstname: string;
                            lastname: string;
                            email: string;
                            pendingEmail?: string | null;
                            isEmailVerified: boolean;
                            isActive: boolean;
                            userLastLogin: string | null;
                            createdAt: string;
                            userRoles: {
                                roleDetails: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            userSubscriptions: {
                                id: number;
                                user_id: number;
                                /** @enum {string} */
                                status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                                subscription_start_date: string | null;
                                subscription_end_date: string | null;
                                trial_end_date: string | null;
                                stripeSubscriptionDetails: {
                                    current_period_start: number;
                                    current_period_end: number;
                                    cancel_at_period_end: boolean;
                                    productDetails: {
                                        name: string;
                                    };
                                } | null;
                            }[];
                        };
                        loginUser: {
                            id: number;
                            firstname: string;
                            lastname: string;
                            email: string;
                            pendingEmail?: string | null;
                            isEmailVerified: boolean;
                            isActive: boolean;
                            userLastLogin: string | null;
                            createdAt: string;
                            userRoles: {
                                roleDetails: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            userSubscriptions: {
                                id: number;
                                user_id: number;
                                /** @enum {string} */
                                status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                                subscription_start_date: string | null;
                                subscription_end_date: string | null;
                                trial_end_date: string | null;
                                stripeSubscriptionDetails: {
                                    current_period_start: number;
                                    current_period_end: number;
                                    cancel_at_period_end: boolean;
                                    productDetails: {
                                        name: string;
                                    };
                                } | null;
                            }[];
                        };
                        subscriptionDetails: {
                            id: number;
                            user_id: number;
                            /** @enum {string} */
                            status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                            subscription_start_date: string | null;
                            subscription_end_date: string | null;
                            trial_end_date: string | null;
                            stripeSubscriptionDetails: {
                                current_period_start: number;
                                current_period_end: number;
                                cancel_at_period_end: boolean;
                                productDetails: {
                                    name: string;
                                };
                            } | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsers: {
        parameters: {
            query?: {
                page?: number;
                take?: number;
                userSearchValue?: string;
                selectedRole?: "admin" | "user";
                selectedStatus?: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            firstname: string;
                            lastname: string;
                            email: string;
                            pendingEmail?: string | null;
                            isEmailVerified: boolean;
                            isActive: boolean;
                            userLastLogin: string | null;
                            createdAt: string;
                            userRoles: {
                                roleDetails: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            userSubscriptions: {
                                id: number;
                                user_id: number;
                                /** @enum {string} */
                                status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                                subscription_start_date: string | null;
                                subscription_end_date: string | null;
                                trial_end_date: string | null;
                                stripeSubscriptionDetails: {
                                    current_period_start: number;
                                    current_period_end: number;
                                    cancel_at_period_end: boolean;
                                    productDetails: {
                                        name: string;
                                    };
                                } | null;
                            }[];
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    firstname: string;
                    lastname: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstname: string;
                        lastname: string;
                        email: string;
                        pendingEmail?: string | null;
                        isEmailVerified: boolean;
                        isActive: boolean;
                        userLastLogin: string | null;
                        createdAt: string;
                        userRoles: {
                            roleDetails: {
                                id: number;
                                name: string;
                            };
                        }[];
                        userSubscriptions: {
                            id: number;
                            user_id: number;
                            /** @enum {string} */
                            status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                            subscription_start_date: string | null;
                            subscription_end_date: string | null;
                            trial_end_date: string | null;
                            stripeSubscriptionDetails: {
                                current_period_start: number;
                                current_period_end: number;
                                cancel_at_period_end: boolean;
                                productDetails: {
                                    name: string;
                                };
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstname: string;
                    lastname: string;
                    email: string;
                    password: string;
                    confirmPassword: string;
                    /**
                     * @default user
                     * @enum {string}
                     */
                    roleName?: "admin" | "user";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstname: string;
                        lastname: string;
                        email: string;
                        pendingEmail?: string | null;
                        isEmailVerified: boolean;
                        isActive: boolean;
                        userLastLogin: string | null;
                        createdAt: string;
                        userRoles: {
                            roleDetails: {
                                id: number;
                                name: string;
                            };
                        }[];
                        userSubscriptions: {
                            id: number;
                            user_id: number;
                            /** @enum {string} */
                            status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                            subscription_start_date: string | null;
                            subscription_end_date: string | null;
                            trial_end_date: string | null;
                            stripeSubscriptionDetails: {
                                current_period_start: number;
                                current_period_end: number;
                                cancel_at_period_end: boolean;
                                productDetails: {
                                    name: string;
                                };
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsersCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstname: string;
                        lastname: string;
                        email: string;
                        pendingEmail?: string | null;
                        isEmailVerified: boolean;
                        isActive: boolean;
                        userLastLogin: string | null;
                        createdAt: string;
                        userRoles: {
                            roleDetails: {
                                id: number;
                                name: string;
                            };
                        }[];
                        userSubscriptions: {
                            id: number;
                            user_id: number;
                            /** @enum {string} */
                            status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                            subscription_start_date: string | null;
                            subscription_end_date: string | null;
                            trial_end_date: string | null;
                            stripeSubscriptionDetails: {
                                current_period_start: number;
                                current_period_end: number;
                                cancel_at_period_end: boolean;
                                productDetails: {
                                    name: string;
                                };
                            } | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstname: string;
                        lastname: string;
                        email: string;
                        pendingEmail?: string | null;
                        isEmailVerified: boolean;
                        isActive: boolean;
                        userLastLogin: string | null;
                        createdAt: string;
                        userRoles: {
                            roleDetails: {
                                id: number;
                                name: string;
                            };
                        }[];
                        userSubscriptions: {
                            id: number;
                            user_id: number;
                            /** @enum {string} */
                            status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                            subscription_start_date: string | null;
                            subscription_end_date: string | null;
                            trial_end_date: string | null;
                            stripeSubscriptionDetails: {
                                current_period_start: number;
                                current_period_end: number;
                                cancel_at_period_end: boolean;
                                productDetails: {
                                    name: string;
                                };
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putUsersByUserIdRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    userId?: number;
                    /** @enum {string} */
                    status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                    /** @enum {string} */
                    roleName: "admin" | "user";
                    roleId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstname: string;
                        lastname: string;
                        email: string;
                        pendingEmail?: string | null;
                        isEmailVerified: boolean;
                        isActive: boolean;
                        userLastLogin: string | null;
                        createdAt: string;
                        userRoles: {
                            roleDetails: {
                                id: number;
                                name: string;
                            };
                        }[];
                        userSubscriptions: {
                            id: number;
                            user_id: number;
                            /** @enum {string} */
                            status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                            subscription_start_date: string | null;
                            subscription_end_date: string | null;
                            trial_end_date: string | null;
                            stripeSubscriptionDetails: {
                                current_period_start: number;
                                current_period_end: number;
                                cancel_at_period_end: boolean;
                                productDetails: {
                                    name: string;
                                };
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersByIdSendVerificationLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserEventsUserByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        event_type: "registered" | "status_changed" | "api_key_created" | "api_key_revoked" | "api_key_used";
                        new_value: string | null;
                        created_at: string;
                        creator: {
                            firstname: string;
                            lastname: string;
                            email: string;
                        } | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserSubscriptionsProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string | null;
                        default_price: {
                            id: string;
                            unit_amount: number | null;
                            currency: string;
                            recurring: {
                                interval: string;
                                interval_count: number;
                            } | null;
                        };
                    }[];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUserSubscriptionsCreateCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    priceId: string;
                    customerEmail?: string;
                    subscriptionId?: (number | null) | (string | null);
                    loginEmail?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserSubscriptionsSessionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paymentStatus: string;
                        metadata: {
                            loginEmail: string;
                            subscriptionId: string;
                        };
                        stripeSubscriptionDetails: {
                            current_period_start: number;
                            current_period_end: number;
                            cancel_at_period_end?: boolean;
                            productDetails?: {
                                name: string;
                            };
                        } | null;
                        subscriptionDetails: {
                            id: number;
                            user_id: number;
                            /** @enum {string} */
                            status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                            subscription_start_date: string | null;
                            subscription_end_date: string | null;
                            trial_end_date: string | null;
                            stripeSubscriptionDetails: {
                                current_period_start: number;
                                current_period_end: number;
                                cancel_at_period_end: boolean;
                                productDetails: {
                                    name: string;
                                };
                            } | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserSubscriptionsSessionByIdState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "paid" | "pending" | "failed";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putUserSubscriptionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                    /** @description The signed-in user as the login answer gave it (the stored session); ignored */
                    loginUser?: {
                        id?: number;
                        firstname?: string;
                        lastname?: string;
                        email?: string;
                        pendingEmail?: string | null;
                        isEmailVerified?: boolean;
                        isActive?: boolean;
                        userLastLogin?: string | null;
                        createdAt?: string;
                        userRoles?: {
                            roleDetails: {
                                id: number;
                                name: string;
                            };
                        }[];
                        userSubscriptions?: {
                            id: number;
                            user_id: number;
                            /** @enum {string} */
                            status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                            subscription_start_date: string | null;
                            subscription_end_date: string | null;
                            trial_end_date: string | null;
                            stripeSubscriptionDetails: {
                                current_period_start: number;
                                current_period_end: number;
                                cancel_at_period_end: boolean;
                                productDetails: {
                                    name: string;
                                };
                            } | null;
                        }[];
                    } | null;
                    sendMail?: boolean;
                    stripeSubscriptionDetails?: ({
                        current_period_start: number;
                        current_period_end: number;
                        cancel_at_period_end?: boolean;
                        productDetails?: {
                            name: string;
                        };
                    } & {
                        [key: string]: unknown;
                    }) | null;
                    subscription_start_date?: string | null;
                    subscription_end_date?: string | null;
                    sessionId?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        user_id: number;
                        /** @enum {string} */
                        status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                        subscription_start_date: string | null;
                        subscription_end_date: string | null;
                        trial_end_date: string | null;
                        stripeSubscriptionDetails: {
                            current_period_start: number;
                            current_period_end: number;
                            cancel_at_period_end: boolean;
                            productDetails: {
                                name: string;
                            };
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUserSubscriptionsCancelById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        user_id: number;
                        /** @enum {string} */
                        status: "Registered" | "Free Trial" | "Free Trial Ended" | "Subscribed" | "Subscription Cancelled" | "Subscription Expired" | "Test User";
                        subscription_start_date: string | null;
                        subscription_end_date: string | null;
                        trial_end_date: string | null;
                        stripeSubscriptionDetails: {
                            current_period_start: number;
                            current_period_end: number;
                            cancel_at_period_end: boolean;
                            productDetails: {
                                name: string;
                            };
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUserSubscriptionsWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                        duplicate: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserSubscriptionsSandboxCheckoutBySessionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox checkout page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUserSubscriptionsSandboxCheckoutBySessionIdByOutcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
                outcome: "pay" | "decline";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to the web app's payment status page. */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBookmarks: {
        parameters: {
            query?: {
                surveyTaker?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            parcels: ({
                                id: number;
                                id_serial: number;
                                parcelId: string;
                                formattedParcelId: string | null;
                                acreage: number;
                                address: string | null;
                                city: string | null;
                                county: string | null;
                                state: string;
                                postalCode: string | null;
                                ownershipName: string | null;
                                areaTags: string[];
                                actualZoning: string | null;
                                possibleNumberAndStyleOfLots: string | null;
                                marketValue: number | null;
                                mlsStatus: string | null;
                                propertyInfoBuilding: boolean | null;
                                geomCenter: {
                                    /** @enum {string} */
                                    type: "Point";
                                    coordinates: (number)[];
                                };
                                existsInBookmarks: boolean;
                                source?: string | null;
                                sourceAsOf?: string | null;
                                workabilityScore?: number | null;
                                reasonabilityScore?: number | null;
                                dispositionScore?: number | null;
                                bookmarkId: number;
                                description: string | null;
                                survey_taker: string;
                                createdAt: string;
                            } | {
                                id?: number;
                                /** @enum {boolean} */
                                placeholder: true;
                                /** @enum {string} */
                                message: "Upgrade to view details";
                            })[];
                            projects: ({
                                id: number;
                                id_serial: number;
                                parent_project_id: number | null;
                                isChild: boolean;
                                project_name_processed: string;
                                owner_name_processed: string[];
                                ownershipName: string | null;
                                state: string;
                                address: string | null;
                                city: string | null;
                                county: string | null;
                                zip: string | null;
                                lat: number | null;
                                lng: number | null;
                                geomCenter: {
                                    /** @enum {string} */
                                    type: "Point";
                                    coordinates: (number)[];
                                } | null;
                                project_status: string | null;
                                numberAndStyleOfLots: string[];
                                specialProductTypes: string[];
                                lotSize: string[];
                                housestyle: string[];
                                pricePoint: number | null;
                                childCount: number;
                                parcelCount: number;
                                existsInBookmarks: boolean;
                                source?: string | null;
                                sourceAsOf?: string | null;
                                bookmarkId: number;
                                description: string | null;
                                survey_taker: string;
                                createdAt: string;
                                /** @enum {string} */
                                type: "parent" | "child";
                            } | {
                                id?: number;
                                /** @enum {boolean} */
                                placeholder: true;
                                /** @enum {string} */
                                message: "Upgrade to view details";
                            })[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postBookmarks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    parcel_id: number;
                    /** @default  */
                    survey_taker?: string;
                    description?: string | null;
                    dataArgs?: unknown;
                } | {
                    project_id: number;
                    /** @enum {string} */
                    type: "parent" | "child";
                    /** @default  */
                    survey_taker?: string;
                    description?: string | null;
                    from?: string;
                    dataArgs?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        parcel_id: number;
                        survey_taker: string;
                        description: string | null;
                        createdAt: string;
                        message: string;
                    } | {
                        id: number;
                        project_id: number;
                        /** @enum {string} */
                        type: "parent" | "child";
                        survey_taker: string;
                        description: string | null;
                        createdAt: string;
                        title: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBookmarksById: {
        parameters: {
            query: {
                kind: "parcel" | "project";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsBookmarks: {
        parameters: {
            query?: {
                page?: number;
                take?: number;
                limit?: number;
                surveyTaker?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            id_serial: number;
                            parcelId: string;
                            formattedParcelId: string | null;
                            acreage: number;
                            address: string | null;
                            city: string | null;
                            county: string | null;
                            state: string;
                            postalCode: string | null;
                            ownershipName: string | null;
                            areaTags: string[];
                            actualZoning: string | null;
                            possibleNumberAndStyleOfLots: string | null;
                            marketValue: number | null;
                            mlsStatus: string | null;
                            propertyInfoBuilding: boolean | null;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            existsInBookmarks: boolean;
                            source?: string | null;
                            sourceAsOf?: string | null;
                            workabilityScore?: number | null;
                            reasonabilityScore?: number | null;
                            dispositionScore?: number | null;
                            bookmarkId: number;
                            description: string | null;
                            survey_taker: string;
                            createdAt: string;
                        } | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        })[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postParcelsBookmarks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    parcel_id: number;
                    /** @default  */
                    survey_taker?: string;
                    description?: string | null;
                    dataArgs?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        parcel_id: number;
                        survey_taker: string;
                        description: string | null;
                        createdAt: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsBookmarksAllCoordinates: {
        parameters: {
            query?: {
                page?: number;
                take?: number;
                limit?: number;
                surveyTaker?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bookmarkId: number;
                            id: number;
                            /** @enum {string} */
                            kind: "parcel" | "project";
                            isChild?: boolean;
                            title: string;
                            lat: number;
                            lng: number;
                            /** @description Parcel outline as GeoJSON (MultiPolygon), parcels only */
                            points?: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteParcelsBookmarksParcelById: {
        parameters: {
            query?: {
                surveyTaker?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteParcelsBookmarksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsBookmarks: {
        parameters: {
            query?: {
                page?: number;
                take?: number;
                limit?: number;
                surveyTaker?: string;
                isChild?: "true" | "false";
                type?: "parent" | "child";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            id_serial: number;
                            parent_project_id: number | null;
                            isChild: boolean;
                            project_name_processed: string;
                            owner_name_processed: string[];
                            ownershipName: string | null;
                            state: string;
                            address: string | null;
                            city: string | null;
                            county: string | null;
                            zip: string | null;
                            lat: number | null;
                            lng: number | null;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            } | null;
                            project_status: string | null;
                            numberAndStyleOfLots: string[];
                            specialProductTypes: string[];
                            lotSize: string[];
                            housestyle: string[];
                            pricePoint: number | null;
                            childCount: number;
                            parcelCount: number;
                            existsInBookmarks: boolean;
                            source?: string | null;
                            sourceAsOf?: string | null;
                            bookmarkId: number;
                            description: string | null;
                            survey_taker: string;
                            createdAt: string;
                            /** @enum {string} */
                            type: "parent" | "child";
                        } | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        })[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postProjectsBookmarks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    project_id: number;
                    /** @enum {string} */
                    type: "parent" | "child";
                    /** @default  */
                    survey_taker?: string;
                    description?: string | null;
                    from?: string;
                    dataArgs?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        project_id: number;
                        /** @enum {string} */
                        type: "parent" | "child";
                        survey_taker: string;
                        description: string | null;
                        createdAt: string;
                        title: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsBookmarksAllCoordinates: {
        parameters: {
            query?: {
                page?: number;
                take?: number;
                limit?: number;
                surveyTaker?: string;
                isChild?: "true" | "false";
                type?: "parent" | "child";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bookmarkId: number;
                            id: number;
                            /** @enum {string} */
                            kind: "parcel" | "project";
                            isChild?: boolean;
                            title: string;
                            lat: number;
                            lng: number;
                            /** @description Parcel outline as GeoJSON (MultiPolygon), parcels only */
                            points?: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteProjectsBookmarksProjectById: {
        parameters: {
            query?: {
                surveyTaker?: string;
                type?: "parent" | "child";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSavedSearches: {
        parameters: {
            query?: {
                surveyTaker?: string;
                search?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            description: string;
                            url: string;
                            survey_taker: string;
                            createdAt: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    url: string;
                    /** @default  */
                    survey_taker?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        description: string;
                        url: string;
                        survey_taker: string;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSavedSearchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcels: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            id_serial: number;
                            parcelId: string;
                            formattedParcelId: string | null;
                            acreage: number;
                            address: string | null;
                            city: string | null;
                            county: string | null;
                            state: string;
                            postalCode: string | null;
                            ownershipName: string | null;
                            areaTags: string[];
                            actualZoning: string | null;
                            possibleNumberAndStyleOfLots: string | null;
                            marketValue: number | null;
                            mlsStatus: string | null;
                            propertyInfoBuilding: boolean | null;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            existsInBookmarks: boolean;
                            source?: string | null;
                            sourceAsOf?: string | null;
                            workabilityScore?: number | null;
                            reasonabilityScore?: number | null;
                            dispositionScore?: number | null;
                        } | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        })[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsCount: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsGetQuery: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countQuery: string;
                        dataQuery: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsCenter: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lat: number | null;
                        lng: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsStatus: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "Vacant" | "Built" | "Listed" | "Part of a Project";
                            count: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsCoords: {
        parameters: {
            query: {
                lat: number;
                lng: number;
                surveyTaker?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            id_serial: number;
                            parcelId: string;
                            formattedParcelId: string | null;
                            acreage: number;
                            address: string | null;
                            city: string | null;
                            county: string | null;
                            state: string;
                            postalCode: string | null;
                            ownershipName: string | null;
                            areaTags: string[];
                            actualZoning: string | null;
                            possibleNumberAndStyleOfLots: string | null;
                            marketValue: number | null;
                            mlsStatus: string | null;
                            propertyInfoBuilding: boolean | null;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            existsInBookmarks: boolean;
                            source?: string | null;
                            sourceAsOf?: string | null;
                            workabilityScore?: number | null;
                            reasonabilityScore?: number | null;
                            dispositionScore?: number | null;
                        } | null) | ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | null);
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsInfoById: {
        parameters: {
            query?: {
                surveyTaker?: string;
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                isChild?: "true" | "false";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        id_serial: number;
                        parcelId: string;
                        formattedParcelId: string | null;
                        acreage: number;
                        address: string | null;
                        city: string | null;
                        county: string | null;
                        state: string;
                        postalCode: string | null;
                        ownershipName: string | null;
                        areaTags: string[];
                        actualZoning: string | null;
                        possibleNumberAndStyleOfLots: string | null;
                        marketValue: number | null;
                        mlsStatus: string | null;
                        propertyInfoBuilding: boolean | null;
                        geomCenter: {
                            /** @enum {string} */
                            type: "Point";
                            coordinates: (number)[];
                        };
                        existsInBookmarks: boolean;
                        source?: string | null;
                        sourceAsOf?: string | null;
                        workabilityScore?: number | null;
                        reasonabilityScore?: number | null;
                        dispositionScore?: number | null;
                        cityByGeometry: string | null;
                        countyByGeometry: string | null;
                        points: {
                            /** @enum {string} */
                            type: "Polygon" | "MultiPolygon";
                            coordinates: unknown[];
                        };
                        ownerLocation: string | null;
                        ownerType: string | null;
                        bathrooms: number | null;
                        bedrooms: number | null;
                        mortgageWhoIsTheLender: string | null;
                        ownershipInfoAbsentee: boolean | null;
                        mailingAddress: string | null;
                        mailingCity: string | null;
                        mailingZip: string | null;
                        mailingState: string | null;
                        possibleNumberAndStyleOfLotsNeighbors: string | null;
                        possibleNumberAndStyleOfLotsProxy: string | null;
                        possibleNumberAndStyleOfLotsZoning: string | null;
                        hypothetical: string | null;
                        mlsAgent: string | null;
                        mlsAgentContact: string | null;
                        mlsBrokerage: string | null;
                        mlsBrokerageContact: string | null;
                        mlsListingNumber: string | null;
                        mlsDom: number | null;
                        mlsListingPrice: number | null;
                        zoningCodeLinks: string[];
                        zoningOverlayLinks: string[];
                        taxId: string | null;
                        unincorporatedParcelStatus: boolean;
                        isPartOfACurrentProject: boolean;
                        project_names: {
                            id: number;
                            name: string;
                            isChild: boolean;
                        }[];
                        houseStyle: string[];
                        products: string[];
                        builtYear: number | null;
                        buildingSqft: number | null;
                        yearsHeld: number | null;
                        landValue: number | null;
                    } | {
                        id?: number;
                        /** @enum {boolean} */
                        placeholder: true;
                        /** @enum {string} */
                        message: "Upgrade to view details";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsAllDataById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        } | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsAllCoordinates: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
                centeredParcelId?: number;
                centeredProjectId?: number;
                parcelPolygons?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "clusters" | "polygons";
                        zoom: number;
                        parcels: {
                            id: number;
                            parcelId: string;
                            acreage: number;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            points: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                        }[];
                        projects: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            parent_project_id: number | null;
                            project_status: string | null;
                            lat: number;
                            lng: number;
                        }[];
                        clusters: {
                            lat: number;
                            lng: number;
                            count: number;
                        }[];
                        centeredParcel?: {
                            id: number;
                            parcelId: string;
                            acreage: number;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            points: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                            center_point: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                        };
                        centeredProject?: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            parent_project_id: number | null;
                            project_status: string | null;
                            lat: number;
                            lng: number;
                            center_point: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                        };
                        page?: number;
                        truncated: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsAllCoordinatesByProjectId: {
        parameters: {
            query?: {
                type?: "all" | "buildableParcels" | "alreadyBuildedParcels";
                isChild?: "true" | "false";
                isProjectNameSearch?: "true" | "false";
                page?: number;
                limit?: number;
                zoom?: number;
            };
            header?: never;
            path: {
                projectId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "clusters" | "polygons";
                        zoom: number;
                        parcels: {
                            id: number;
                            parcelId: string;
                            acreage: number;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            points: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                        }[];
                        projects: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            parent_project_id: number | null;
                            project_status: string | null;
                            lat: number;
                            lng: number;
                        }[];
                        clusters: {
                            lat: number;
                            lng: number;
                            count: number;
                        }[];
                        centeredParcel?: {
                            id: number;
                            parcelId: string;
                            acreage: number;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            points: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                            center_point: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                        };
                        centeredProject?: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            parent_project_id: number | null;
                            project_status: string | null;
                            lat: number;
                            lng: number;
                            center_point: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                        };
                        page?: number;
                        truncated: boolean;
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsAllCoordinatesQueryByProjectId: {
        parameters: {
            query?: {
                type?: "all" | "buildableParcels" | "alreadyBuildedParcels";
                isChild?: "true" | "false";
                isProjectNameSearch?: "true" | "false";
                page?: number;
                limit?: number;
                zoom?: number;
            };
            header?: never;
            path: {
                projectId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        buildableParcelsQuery: string;
                        alreadyBuildedParcelsQuery: string;
                        buildableParcelsCount: number;
                        alreadyBuildedParcelsCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjects: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            id_serial: number;
                            parent_project_id: number | null;
                            isChild: boolean;
                            project_name_processed: string;
                            owner_name_processed: string[];
                            ownershipName: string | null;
                            state: string;
                            address: string | null;
                            city: string | null;
                            county: string | null;
                            zip: string | null;
                            lat: number | null;
                            lng: number | null;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            } | null;
                            project_status: string | null;
                            numberAndStyleOfLots: string[];
                            specialProductTypes: string[];
                            lotSize: string[];
                            housestyle: string[];
                            pricePoint: number | null;
                            childCount: number;
                            parcelCount: number;
                            existsInBookmarks: boolean;
                            source?: string | null;
                            sourceAsOf?: string | null;
                        } | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        })[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsCount: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsGetQuery: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countQuery: string;
                        dataQuery: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsCenter: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lat: number | null;
                        lng: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsAllCoordinates: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
                centeredParcelId?: number;
                centeredProjectId?: number;
                parcelPolygons?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "clusters" | "polygons";
                        zoom: number;
                        parcels: {
                            id: number;
                            parcelId: string;
                            acreage: number;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            points: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                        }[];
                        projects: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            parent_project_id: number | null;
                            project_status: string | null;
                            lat: number;
                            lng: number;
                        }[];
                        clusters: {
                            lat: number;
                            lng: number;
                            count: number;
                        }[];
                        centeredParcel?: {
                            id: number;
                            parcelId: string;
                            acreage: number;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            points: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                            center_point: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                        };
                        centeredProject?: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            parent_project_id: number | null;
                            project_status: string | null;
                            lat: number;
                            lng: number;
                            center_point: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                        };
                        page?: number;
                        truncated: boolean;
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsNames: {
        parameters: {
            query?: {
                name?: string;
                page?: number;
                take?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsInfoById: {
        parameters: {
            query?: {
                surveyTaker?: string;
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                isChild?: "true" | "false";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        id_serial: number;
                        parent_project_id: number | null;
                        isChild: boolean;
                        project_name_processed: string;
                        owner_name_processed: string[];
                        ownershipName: string | null;
                        state: string;
                        address: string | null;
                        city: string | null;
                        county: string | null;
                        zip: string | null;
                        lat: number | null;
                        lng: number | null;
                        geomCenter: {
                            /** @enum {string} */
                            type: "Point";
                            coordinates: (number)[];
                        } | null;
                        project_status: string | null;
                        numberAndStyleOfLots: string[];
                        specialProductTypes: string[];
                        lotSize: string[];
                        housestyle: string[];
                        pricePoint: number | null;
                        childCount: number;
                        parcelCount: number;
                        existsInBookmarks: boolean;
                        source?: string | null;
                        sourceAsOf?: string | null;
                        parentName: string | null;
                        city_by_geometry: string | null;
                        matching_numberandstyleoflots: string[];
                        desiredNumberAndStyleOfLots: string[];
                        sub_status: string | null;
                        houseSquareFootage: string | null;
                        bedrooms: string | null;
                        bathrooms: string | null;
                        garages: string | null;
                        zoning: string | null;
                        mls_entry: boolean | null;
                        mlsStatus: string | null;
                        companyMatches: string[];
                        retire_or_display: string | null;
                        distressed: boolean;
                        acreage: number | null;
                        areaTags: string[];
                        parcels: string[];
                        buildableParcels: number;
                        alreadyBuildedParcels: number;
                        buildableAndNonBuildableParcels: number;
                        companies: {
                            id: number;
                            name: string;
                            role: string;
                        }[];
                        points: {
                            /** @enum {string} */
                            type: "Polygon" | "MultiPolygon";
                            coordinates: unknown[];
                        } | null;
                    } | {
                        id?: number;
                        /** @enum {boolean} */
                        placeholder: true;
                        /** @enum {string} */
                        message: "Upgrade to view details";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsAllDataById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        } | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsChildCoordinates: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
                parentId?: number;
                childId?: number;
                take?: number;
                isNameSearch?: "true" | "false";
                getQuery?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "clusters" | "polygons";
                        zoom: number;
                        parcels: {
                            id: number;
                            parcelId: string;
                            acreage: number;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            points: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                        }[];
                        projects: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            parent_project_id: number | null;
                            project_status: string | null;
                            lat: number;
                            lng: number;
                        }[];
                        clusters: {
                            lat: number;
                            lng: number;
                            count: number;
                        }[];
                        centeredParcel?: {
                            id: number;
                            parcelId: string;
                            acreage: number;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            points: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                            center_point: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                        };
                        centeredProject?: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            parent_project_id: number | null;
                            project_status: string | null;
                            lat: number;
                            lng: number;
                            center_point: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                        };
                        page?: number;
                        truncated: boolean;
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsParentCenter: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
                parentId?: number;
                childId?: number;
                take?: number;
                isNameSearch?: "true" | "false";
                getQuery?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lat: number | null;
                        lng: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChildProjectsNames: {
        parameters: {
            query?: {
                name?: string;
                page?: number;
                take?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsByParcelIdCurrentProject: {
        parameters: {
            query?: {
                projectName?: string;
                surveyTaker?: string;
            };
            header?: never;
            path: {
                parcelId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            id_serial: number;
                            parent_project_id: number | null;
                            isChild: boolean;
                            project_name_processed: string;
                            owner_name_processed: string[];
                            ownershipName: string | null;
                            state: string;
                            address: string | null;
                            city: string | null;
                            county: string | null;
                            zip: string | null;
                            lat: number | null;
                            lng: number | null;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            } | null;
                            project_status: string | null;
                            numberAndStyleOfLots: string[];
                            specialProductTypes: string[];
                            lotSize: string[];
                            housestyle: string[];
                            pricePoint: number | null;
                            childCount: number;
                            parcelCount: number;
                            existsInBookmarks: boolean;
                            source?: string | null;
                            sourceAsOf?: string | null;
                        } | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjects: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            id_serial: number;
                            parent_project_id: number | null;
                            isChild: boolean;
                            project_name_processed: string;
                            owner_name_processed: string[];
                            ownershipName: string | null;
                            state: string;
                            address: string | null;
                            city: string | null;
                            county: string | null;
                            zip: string | null;
                            lat: number | null;
                            lng: number | null;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            } | null;
                            project_status: string | null;
                            numberAndStyleOfLots: string[];
                            specialProductTypes: string[];
                            lotSize: string[];
                            housestyle: string[];
                            pricePoint: number | null;
                            childCount: number;
                            parcelCount: number;
                            existsInBookmarks: boolean;
                            source?: string | null;
                            sourceAsOf?: string | null;
                        } | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        })[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsCount: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsGetQuery: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countQuery: string;
                        dataQuery: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsCenter: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lat: number | null;
                        lng: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsAllCoordinates: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
                centeredParcelId?: number;
                centeredProjectId?: number;
                parcelPolygons?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "clusters" | "polygons";
                        zoom: number;
                        parcels: {
                            id: number;
                            parcelId: string;
                            acreage: number;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            points: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                        }[];
                        projects: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            parent_project_id: number | null;
                            project_status: string | null;
                            lat: number;
                            lng: number;
                        }[];
                        clusters: {
                            lat: number;
                            lng: number;
                            count: number;
                        }[];
                        centeredParcel?: {
                            id: number;
                            parcelId: string;
                            acreage: number;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            points: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                            center_point: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                        };
                        centeredProject?: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            parent_project_id: number | null;
                            project_status: string | null;
                            lat: number;
                            lng: number;
                            center_point: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                        };
                        page?: number;
                        truncated: boolean;
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsNames: {
        parameters: {
            query?: {
                name?: string;
                page?: number;
                take?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsInfoById: {
        parameters: {
            query?: {
                surveyTaker?: string;
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                isChild?: "true" | "false";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        id_serial: number;
                        parent_project_id: number | null;
                        isChild: boolean;
                        project_name_processed: string;
                        owner_name_processed: string[];
                        ownershipName: string | null;
                        state: string;
                        address: string | null;
                        city: string | null;
                        county: string | null;
                        zip: string | null;
                        lat: number | null;
                        lng: number | null;
                        geomCenter: {
                            /** @enum {string} */
                            type: "Point";
                            coordinates: (number)[];
                        } | null;
                        project_status: string | null;
                        numberAndStyleOfLots: string[];
                        specialProductTypes: string[];
                        lotSize: string[];
                        housestyle: string[];
                        pricePoint: number | null;
                        childCount: number;
                        parcelCount: number;
                        existsInBookmarks: boolean;
                        source?: string | null;
                        sourceAsOf?: string | null;
                        parentName: string | null;
                        city_by_geometry: string | null;
                        matching_numberandstyleoflots: string[];
                        desiredNumberAndStyleOfLots: string[];
                        sub_status: string | null;
                        houseSquareFootage: string | null;
                        bedrooms: string | null;
                        bathrooms: string | null;
                        garages: string | null;
                        zoning: string | null;
                        mls_entry: boolean | null;
                        mlsStatus: string | null;
                        companyMatches: string[];
                        retire_or_display: string | null;
                        distressed: boolean;
                        acreage: number | null;
                        areaTags: string[];
                        parcels: string[];
                        buildableParcels: number;
                        alreadyBuildedParcels: number;
                        buildableAndNonBuildableParcels: number;
                        companies: {
                            id: number;
                            name: string;
                            role: string;
                        }[];
                        points: {
                            /** @enum {string} */
                            type: "Polygon" | "MultiPolygon";
                            coordinates: unknown[];
                        } | null;
                    } | {
                        id?: number;
                        /** @enum {boolean} */
                        placeholder: true;
                        /** @enum {string} */
                        message: "Upgrade to view details";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsAllDataById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        } | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsParentCoordinates: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
                parentId?: number;
                childId?: number;
                take?: number;
                isNameSearch?: "true" | "false";
                getQuery?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "clusters" | "polygons";
                        zoom: number;
                        parcels: {
                            id: number;
                            parcelId: string;
                            acreage: number;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            points: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                        }[];
                        projects: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            parent_project_id: number | null;
                            project_status: string | null;
                            lat: number;
                            lng: number;
                        }[];
                        clusters: {
                            lat: number;
                            lng: number;
                            count: number;
                        }[];
                        centeredParcel?: {
                            id: number;
                            parcelId: string;
                            acreage: number;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                            points: {
                                /** @enum {string} */
                                type: "Polygon" | "MultiPolygon";
                                coordinates: unknown[];
                            };
                            center_point: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                        };
                        centeredProject?: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            parent_project_id: number | null;
                            project_status: string | null;
                            lat: number;
                            lng: number;
                            center_point: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            };
                        };
                        page?: number;
                        truncated: boolean;
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsByIdChildren: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
                parentId?: number;
                childId?: number;
                take?: number;
                isNameSearch?: "true" | "false";
                getQuery?: "true" | "false";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            id_serial: number;
                            parent_project_id: number | null;
                            isChild: boolean;
                            project_name_processed: string;
                            owner_name_processed: string[];
                            ownershipName: string | null;
                            state: string;
                            address: string | null;
                            city: string | null;
                            county: string | null;
                            zip: string | null;
                            lat: number | null;
                            lng: number | null;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            } | null;
                            project_status: string | null;
                            numberAndStyleOfLots: string[];
                            specialProductTypes: string[];
                            lotSize: string[];
                            housestyle: string[];
                            pricePoint: number | null;
                            childCount: number;
                            parcelCount: number;
                            existsInBookmarks: boolean;
                            source?: string | null;
                            sourceAsOf?: string | null;
                        } | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        })[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        countQuery?: string;
                        dataQuery?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChildProjectsByIdParent: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
                parentId?: number;
                childId?: number;
                take?: number;
                isNameSearch?: "true" | "false";
                getQuery?: "true" | "false";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            id_serial: number;
                            parent_project_id: number | null;
                            isChild: boolean;
                            project_name_processed: string;
                            owner_name_processed: string[];
                            ownershipName: string | null;
                            state: string;
                            address: string | null;
                            city: string | null;
                            county: string | null;
                            zip: string | null;
                            lat: number | null;
                            lng: number | null;
                            geomCenter: {
                                /** @enum {string} */
                                type: "Point";
                                coordinates: (number)[];
                            } | null;
                            project_status: string | null;
                            numberAndStyleOfLots: string[];
                            specialProductTypes: string[];
                            lotSize: string[];
                            housestyle: string[];
                            pricePoint: number | null;
                            childCount: number;
                            parcelCount: number;
                            existsInBookmarks: boolean;
                            source?: string | null;
                            sourceAsOf?: string | null;
                        } | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        };
                        countQuery?: string;
                        dataQuery?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCitiesAll: {
        parameters: {
            query?: {
                state?: string;
                counties?: string;
                areaTags?: string;
                postalCodes?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGeographyBounds: {
        parameters: {
            query?: {
                cities?: string;
                counties?: string;
                utahAreaTags?: string;
                postalCodes?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bounds: {
                            west: number;
                            south: number;
                            east: number;
                            north: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCitiesByState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                state: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCounties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCountiesByState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                state: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getZoningCities: {
        parameters: {
            query?: {
                searchValue?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getZoningCounties: {
        parameters: {
            query?: {
                searchValue?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getZoningCity: {
        parameters: {
            query: {
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        description: string | null;
                        category: string | null;
                        codeLink: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getZoningCounty: {
        parameters: {
            query: {
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        description: string | null;
                        category: string | null;
                        codeLink: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSearch: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "address" | "city" | "zip" | "parcel" | "project" | "place";
                        label: string;
                        lat: number;
                        lng: number;
                        id?: number;
                        zoom: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsMatchesById: {
        parameters: {
            query?: {
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Kind of result: parcels, builders, investors, developers, realEstateAgents, newBuildHomebuyers, waterRights, projects (labels such as "Real Estate Agents" are accepted) */
                matchingType?: "parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Match-count keys of the spec → count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsMatchesAllById: {
        parameters: {
            query?: {
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
                /** @description A kind of result (builders, ..., projects) or, for parcels, all / buildableParcels / alreadyBuildedParcels */
                matchingType?: ("parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects") | ("all" | "buildableParcels" | "alreadyBuildedParcels");
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsMatchesByIdExplain: {
        parameters: {
            query?: {
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description The contact explained (give contactId or companyId) */
                contactId?: number;
                /** @description The company explained: each of its contacts, up to 100 (give contactId or companyId) */
                companyId?: number;
                /** @description Only this contact group (builders, investors, developers, realEstateAgents, newBuildHomebuyers) */
                matchingType?: "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subject: {
                            /** @enum {string} */
                            type: "parcel" | "project";
                            id: number;
                        };
                        contactId: number | null;
                        companyId: number | null;
                        /** @description The contact's or company's name */
                        name: string | null;
                        /** @description Listed in at least one of the explanations (a company: by one of its contacts) */
                        listed: boolean;
                        /** @description One per contact group the contact belongs to (a company: per contact and group); matchingType narrows */
                        explanations: components["schemas"]["MatchExplanation"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsAllMatching: {
        parameters: {
            query: {
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
                id: number;
                /** @description A kind of result (builders, ..., projects) or, for parcels, all / buildableParcels / alreadyBuildedParcels */
                matchingType?: ("parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects") | ("all" | "buildableParcels" | "alreadyBuildedParcels");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsAllCompanyMatching: {
        parameters: {
            query: {
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
                id: number;
                matchingType?: "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsMatchingQueriesBySerialId: {
        parameters: {
            query?: {
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Parcels: all, buildableParcels or alreadyBuildedParcels */
                matchingType?: "all" | "buildableParcels" | "alreadyBuildedParcels";
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
            };
            header?: never;
            path: {
                serialId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per group: SQL of its Count and Query keys (as run, parameters inlined) and columnsUsed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            [key: string]: string | string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsMatchingCoordinatesByParcelId: {
        parameters: {
            query?: {
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
                /** @description A kind of result (builders, ..., projects) or, for parcels, all / buildableParcels / alreadyBuildedParcels */
                matchingType?: ("parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects") | ("all" | "buildableParcels" | "alreadyBuildedParcels");
            };
            header?: never;
            path: {
                parcelId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            label: string | null;
                            lat: number;
                            lng: number;
                            type: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsByParcelIdProjectsMatchingCoordinates: {
        parameters: {
            query?: {
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
            };
            header?: never;
            path: {
                parcelId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            label: string | null;
                            lat: number;
                            lng: number;
                            type: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsMatchesById: {
        parameters: {
            query?: {
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description The project is a child project (informative; the id decides) */
                isChild?: boolean;
                /** @description Kind of result: parcels, builders, investors, developers, realEstateAgents, newBuildHomebuyers, waterRights, projects (labels such as "Real Estate Agents" are accepted) */
                matchingType?: "parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Match-count keys of the spec → count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsMatchesByIdExplain: {
        parameters: {
            query?: {
                /** @description The contact explained (give contactId or companyId) */
                contactId?: number;
                /** @description The company explained: each of its contacts, up to 100 (give contactId or companyId) */
                companyId?: number;
                /** @description Only this contact group (builders, investors, developers, realEstateAgents, newBuildHomebuyers) */
                matchingType?: "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subject: {
                            /** @enum {string} */
                            type: "parcel" | "project";
                            id: number;
                        };
                        contactId: number | null;
                        companyId: number | null;
                        /** @description The contact's or company's name */
                        name: string | null;
                        /** @description Listed in at least one of the explanations (a company: by one of its contacts) */
                        listed: boolean;
                        /** @description One per contact group the contact belongs to (a company: per contact and group); matchingType narrows */
                        explanations: components["schemas"]["MatchExplanation"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsMatchesAllById: {
        parameters: {
            query?: {
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description The project is a child project (informative; the id decides) */
                isChild?: boolean;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
                /** @description A kind of result (builders, ..., projects) or, for parcels, all / buildableParcels / alreadyBuildedParcels */
                matchingType?: ("parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects") | ("all" | "buildableParcels" | "alreadyBuildedParcels");
                /** @description Display only; not used to match */
                parentName?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsMatchesAllById: {
        parameters: {
            query?: {
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description The project is a child project (informative; the id decides) */
                isChild?: boolean;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
                /** @description A kind of result (builders, ..., projects) or, for parcels, all / buildableParcels / alreadyBuildedParcels */
                matchingType?: ("parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects") | ("all" | "buildableParcels" | "alreadyBuildedParcels");
                /** @description Display only; not used to match */
                parentName?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsAllContactsMatching: {
        parameters: {
            query: {
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description The project is a child project (informative; the id decides) */
                isChild?: boolean;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
                id: number;
                /** @description Contact group: builders, investors, developers, realEstateAgents, newBuildHomebuyers */
                matchingType?: "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsAllContactsMatching: {
        parameters: {
            query: {
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description The project is a child project (informative; the id decides) */
                isChild?: boolean;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
                id: number;
                /** @description Contact group: builders, investors, developers, realEstateAgents, newBuildHomebuyers */
                matchingType?: "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsAllCompanyMatching: {
        parameters: {
            query: {
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description The project is a child project (informative; the id decides) */
                isChild?: boolean;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
                id: number;
                /** @description Contact group: builders, investors, developers, realEstateAgents, newBuildHomebuyers */
                matchingType?: "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsAllCompanyMatching: {
        parameters: {
            query: {
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description The project is a child project (informative; the id decides) */
                isChild?: boolean;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
                id: number;
                /** @description Contact group: builders, investors, developers, realEstateAgents, newBuildHomebuyers */
                matchingType?: "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsMatchingQueriesBySerialId: {
        parameters: {
            query?: {
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description The project is a child project (informative; the id decides) */
                isChild?: boolean;
                /** @description Parcels: all, buildableParcels or alreadyBuildedParcels */
                matchingType?: "all" | "buildableParcels" | "alreadyBuildedParcels";
                /** @description Accepted for compatibility; the SQL is always returned */
                viewQuery?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
            };
            header?: never;
            path: {
                serialId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per group: SQL of its Count and Query keys (as run, parameters inlined) and columnsUsed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            [key: string]: string | string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsMatchingQueriesBySerialId: {
        parameters: {
            query?: {
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description The project is a child project (informative; the id decides) */
                isChild?: boolean;
                /** @description Parcels: all, buildableParcels or alreadyBuildedParcels */
                matchingType?: "all" | "buildableParcels" | "alreadyBuildedParcels";
                /** @description Accepted for compatibility; the SQL is always returned */
                viewQuery?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
            };
            header?: never;
            path: {
                serialId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per group: SQL of its Count and Query keys (as run, parameters inlined) and columnsUsed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            [key: string]: string | string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParentProjectsMatchingCoordinatesByProjectId: {
        parameters: {
            query?: {
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description The project is a child project (informative; the id decides) */
                isChild?: boolean;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
                /** @description Kind whose points are wanted (default parcels) */
                matchingToProjectType?: "parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects";
                /** @description Parcels: all, buildableParcels or alreadyBuildedParcels */
                matchingType?: "all" | "buildableParcels" | "alreadyBuildedParcels";
            };
            header?: never;
            path: {
                projectId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            label: string | null;
                            lat: number;
                            lng: number;
                            type: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContactsBuilders: {
        parameters: {
            query: {
                /** @description The parcel (or, with subject=project, the project) being matched */
                id: number;
                /** @description What `id` names: a parcel (default) or a parent/child project */
                subject?: "parcel" | "project";
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContactsInvestors: {
        parameters: {
            query: {
                /** @description The parcel (or, with subject=project, the project) being matched */
                id: number;
                /** @description What `id` names: a parcel (default) or a parent/child project */
                subject?: "parcel" | "project";
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContactsDevelopers: {
        parameters: {
            query: {
                /** @description The parcel (or, with subject=project, the project) being matched */
                id: number;
                /** @description What `id` names: a parcel (default) or a parent/child project */
                subject?: "parcel" | "project";
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContactsRealestateagents: {
        parameters: {
            query: {
                /** @description The parcel (or, with subject=project, the project) being matched */
                id: number;
                /** @description What `id` names: a parcel (default) or a parent/child project */
                subject?: "parcel" | "project";
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContactsNewbuildhomebuyers: {
        parameters: {
            query: {
                /** @description The parcel (or, with subject=project, the project) being matched */
                id: number;
                /** @description What `id` names: a parcel (default) or a parent/child project */
                subject?: "parcel" | "project";
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWaterRightsParcelMatching: {
        parameters: {
            query: {
                /** @description The parcel (or, with subject=project, the project) being matched */
                id: number;
                /** @description What `id` names: a parcel (default) or a parent/child project */
                subject?: "parcel" | "project";
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectsParcelsMatchingData: {
        parameters: {
            query: {
                /** @description The parcel (or, with subject=project, the project) being matched */
                id: number;
                /** @description What `id` names: a parcel (default) or a parent/child project */
                subject?: "parcel" | "project";
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description Contact groups: show matching contacts, or the distinct companies having at least one */
                type?: "contacts" | "companies";
                /** @description Page number, from 1 */
                page?: number;
                /** @description Page size (matching lists default to 20; forced to 1 for Free Trial users) */
                limit?: number;
                /** @description Projects group: Parent Projects or Child Projects (both when omitted) */
                projectType?: "parent" | "child";
                /** @description Parcels of a parcel: neighbour distance in feet, 300 (default) or 100 */
                distance?: number;
                /** @description Water rights and projects: radius in miles (default 1) */
                radius?: number;
                /** @description Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or their own e-mail (403 'Only admins may choose a survey taker' for anyone else's) */
                surveyTaker?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows of the kind asked, with matchedOn; Free Trial: placeholders */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCompaniesName: {
        parameters: {
            query?: {
                name?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            name: string;
                        } | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCompaniesByIdDetail: {
        parameters: {
            query?: {
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description The parcel the company was matched to: listed first */
                parcelId?: number;
                /** @description The project the company was matched to: listed first */
                projectId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: {
                            id: number;
                            name: string;
                            emails: string[];
                            address: string | null;
                            mailing_address: string | null;
                            city: string | null;
                            state: string | null;
                            zip: string | null;
                            company_type: string | null;
                            contact_types: string[];
                            websites: string[];
                            phones: string[];
                            facebook_url: string | null;
                            facebook_company_page: string | null;
                            linkedin_url: string | null;
                            linkedin_company_page: string | null;
                            twitter_url: string | null;
                            google_rating: number | null;
                            google_review_count: number | null;
                            source: string;
                            external_id: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            source_as_of: string | null;
                            contacts: {
                                id: number;
                                name: string;
                            }[];
                        };
                        ongoingProjects: components["schemas"]["CompanyDetailProjectRow"][];
                        latestProjects: components["schemas"]["CompanyDetailProjectRow"][];
                        projects: components["schemas"]["CompanyDetailProjectRow"][];
                        parcels: components["schemas"]["CompanyDetailParcelRow"][];
                        counts: {
                            projects: number;
                            parcels: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCompaniesMatchedPropertiesById: {
        parameters: {
            query?: {
                /** @description Which estimate of what could be built is the parcel's product dimension; empty = the main estimate */
                hypothetical?: "Neighbors" | "Proxy" | "Zoning";
                /** @description The parcel the company was matched to: listed first */
                parcelId?: number;
                /** @description The project the company was matched to: listed first */
                projectId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projects: components["schemas"]["CompanyDetailProjectRow"][];
                        parcels: components["schemas"]["CompanyDetailParcelRow"][];
                        counts: {
                            projects: number;
                            parcels: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContactsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        firstname: string | null;
                        lastname: string | null;
                        ownerName: string | null;
                        email: string[];
                        workEmail: string | null;
                        jobtitle: string | null;
                        address: string | null;
                        city: string[];
                        state: string | null;
                        county: string[];
                        zip: string | null;
                        country: string | null;
                        Type: string[];
                        company_name: string | null;
                        phone: string[];
                        phoneNumber1: string | null;
                        phoneNumber2: string | null;
                        mobilephone: string | null;
                        fax: string | null;
                        website: string[];
                        facebookUrl: string | null;
                        twitterUrl: string | null;
                        linkedinUrl: string | null;
                        builderFocusSpecialty: string[];
                        endProductPriceRanges: string[];
                        typeStyleOfHome: string[];
                        utahAreaTags: string[];
                        areas: string[];
                        products: string[];
                        lotRanges: string[];
                        priceRanges: string[];
                        investmentRange: string | null;
                        source: string;
                        sourceAsOf: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsExtraInfoByParcelId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The parcel's parcel id (e.g. 16063780030000), its formatted parcel id (16-06-378-003-0000) or its numeric record id, tried in that order */
                parcelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        parcel: {
                            id: number;
                            parcelId: string;
                            formattedParcelId: string | null;
                            county: string | null;
                            source: string;
                            sourceAsOf: string | null;
                        };
                        fields: {
                            owner_name_processed: string | null;
                            company_name: string | null;
                            phone_number: string | null;
                            email: string | null;
                            contact_owner: boolean | null;
                            property_address: string | null;
                            city: string | null;
                            county: string | null;
                            acreage: number | null;
                            sell_or_partner: string | null;
                            lead_source: string | null;
                            has_active_listing: boolean | null;
                            listing_price: number | null;
                            desired_product: string | null;
                            water_rights: boolean | null;
                            acre_feet_water: number | null;
                            mortgage_how_long_delinquent: boolean | null;
                            product_estimate: number | null;
                            neighbors_interested: boolean | null;
                            neighbor_parcel_ids_has_active_listing: string | null;
                            due_diligence: string | null;
                            other_involved_parties: boolean | null;
                            listed_contact_info: string | null;
                            other_land: boolean | null;
                            parcelId: string | null;
                            actualZoning: string | null;
                            neighbor_zoning: string | null;
                            property_info_building: boolean | null;
                            google_maps_link: string | null;
                            parcel_map_link: string | null;
                            zoning_map_link: string | null;
                            zoning_code_link: string | null;
                            utility_map_links: string[];
                            has_road_access: boolean | null;
                            sides_touching_developed: string | null;
                            slopes_percentage: number | null;
                            boulders_overlap: boolean | null;
                            basements_next_door: boolean | null;
                            close_to_water: boolean | null;
                            electrical_lines: string | null;
                            railroads: string | null;
                            temple_distance_miles: number | null;
                            property_tag: string[];
                            neighbor_property_tags: string[];
                            is_in_corporated: string | null;
                            preventing_project: string | null;
                            city_vision: string | null;
                            project_restrictions: string | null;
                            previous_projects: string | null;
                        };
                        prefilled: string[];
                        notes: {
                            id: number;
                            text: string;
                            author: {
                                id: number | null;
                                name: string;
                            };
                            createdAt: string;
                        }[];
                        version: number;
                        updatedAt: string | null;
                        updatedBy: {
                            id: number | null;
                            name: string;
                        } | null;
                        saves: {
                            version: number;
                            savedAt: string;
                            savedBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            fields: string[];
                            noteAdded: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putParcelsExtraInfoByParcelId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The parcel's parcel id (e.g. 16063780030000), its formatted parcel id (16-06-378-003-0000) or its numeric record id, tried in that order */
                parcelId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    fields?: {
                        owner_name_processed?: string | null;
                        company_name?: string | null;
                        phone_number?: string | null;
                        email?: string | null;
                        contact_owner?: boolean | null;
                        property_address?: string | null;
                        city?: string | null;
                        county?: string | null;
                        acreage?: number | null;
                        /** @enum {string|null} */
                        sell_or_partner?: "Sell" | "Partner" | "Either" | "Undecided" | null;
                        lead_source?: string | null;
                        has_active_listing?: boolean | null;
                        listing_price?: number | null;
                        desired_product?: string | null;
                        water_rights?: boolean | null;
                        acre_feet_water?: number | null;
                        mortgage_how_long_delinquent?: boolean | null;
                        product_estimate?: number | null;
                        neighbors_interested?: boolean | null;
                        neighbor_parcel_ids_has_active_listing?: string | null;
                        due_diligence?: string | null;
                        other_involved_parties?: boolean | null;
                        listed_contact_info?: string | null;
                        other_land?: boolean | null;
                        parcelId?: string | null;
                        actualZoning?: string | null;
                        neighbor_zoning?: string | null;
                        property_info_building?: boolean | null;
                        google_maps_link?: string | null;
                        parcel_map_link?: string | null;
                        zoning_map_link?: string | null;
                        zoning_code_link?: string | null;
                        utility_map_links?: string[];
                        has_road_access?: boolean | null;
                        /** @enum {string|null} */
                        sides_touching_developed?: "Not touching" | "1-2 sides" | "3-4 sides" | null;
                        slopes_percentage?: number | null;
                        boulders_overlap?: boolean | null;
                        basements_next_door?: boolean | null;
                        close_to_water?: boolean | null;
                        electrical_lines?: string | null;
                        railroads?: string | null;
                        temple_distance_miles?: number | null;
                        property_tag?: string[];
                        neighbor_property_tags?: string[];
                        /** @enum {string|null} */
                        is_in_corporated?: "Incorporated" | "Unincorporated" | null;
                        preventing_project?: string | null;
                        city_vision?: string | null;
                        project_restrictions?: string | null;
                        previous_projects?: string | null;
                    };
                    note?: string;
                    owner_name_processed?: string | null;
                    company_name?: string | null;
                    phone_number?: string | null;
                    email?: string | null;
                    contact_owner?: boolean | null;
                    property_address?: string | null;
                    city?: string | null;
                    county?: string | null;
                    acreage?: number | null;
                    /** @enum {string|null} */
                    sell_or_partner?: "Sell" | "Partner" | "Either" | "Undecided" | null;
                    lead_source?: string | null;
                    has_active_listing?: boolean | null;
                    listing_price?: number | null;
                    desired_product?: string | null;
                    water_rights?: boolean | null;
                    acre_feet_water?: number | null;
                    mortgage_how_long_delinquent?: boolean | null;
                    product_estimate?: number | null;
                    neighbors_interested?: boolean | null;
                    neighbor_parcel_ids_has_active_listing?: string | null;
                    due_diligence?: string | null;
                    other_involved_parties?: boolean | null;
                    listed_contact_info?: string | null;
                    other_land?: boolean | null;
                    parcelId?: string | null;
                    actualZoning?: string | null;
                    neighbor_zoning?: string | null;
                    property_info_building?: boolean | null;
                    google_maps_link?: string | null;
                    parcel_map_link?: string | null;
                    zoning_map_link?: string | null;
                    zoning_code_link?: string | null;
                    utility_map_links?: string[];
                    has_road_access?: boolean | null;
                    /** @enum {string|null} */
                    sides_touching_developed?: "Not touching" | "1-2 sides" | "3-4 sides" | null;
                    slopes_percentage?: number | null;
                    boulders_overlap?: boolean | null;
                    basements_next_door?: boolean | null;
                    close_to_water?: boolean | null;
                    electrical_lines?: string | null;
                    railroads?: string | null;
                    temple_distance_miles?: number | null;
                    property_tag?: string[];
                    neighbor_property_tags?: string[];
                    /** @enum {string|null} */
                    is_in_corporated?: "Incorporated" | "Unincorporated" | null;
                    preventing_project?: string | null;
                    city_vision?: string | null;
                    project_restrictions?: string | null;
                    previous_projects?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        parcel: {
                            id: number;
                            parcelId: string;
                            formattedParcelId: string | null;
                            county: string | null;
                            source: string;
                            sourceAsOf: string | null;
                        };
                        fields: {
                            owner_name_processed: string | null;
                            company_name: string | null;
                            phone_number: string | null;
                            email: string | null;
                            contact_owner: boolean | null;
                            property_address: string | null;
                            city: string | null;
                            county: string | null;
                            acreage: number | null;
                            sell_or_partner: string | null;
                            lead_source: string | null;
                            has_active_listing: boolean | null;
                            listing_price: number | null;
                            desired_product: string | null;
                            water_rights: boolean | null;
                            acre_feet_water: number | null;
                            mortgage_how_long_delinquent: boolean | null;
                            product_estimate: number | null;
                            neighbors_interested: boolean | null;
                            neighbor_parcel_ids_has_active_listing: string | null;
                            due_diligence: string | null;
                            other_involved_parties: boolean | null;
                            listed_contact_info: string | null;
                            other_land: boolean | null;
                            parcelId: string | null;
                            actualZoning: string | null;
                            neighbor_zoning: string | null;
                            property_info_building: boolean | null;
                            google_maps_link: string | null;
                            parcel_map_link: string | null;
                            zoning_map_link: string | null;
                            zoning_code_link: string | null;
                            utility_map_links: string[];
                            has_road_access: boolean | null;
                            sides_touching_developed: string | null;
                            slopes_percentage: number | null;
                            boulders_overlap: boolean | null;
                            basements_next_door: boolean | null;
                            close_to_water: boolean | null;
                            electrical_lines: string | null;
                            railroads: string | null;
                            temple_distance_miles: number | null;
                            property_tag: string[];
                            neighbor_property_tags: string[];
                            is_in_corporated: string | null;
                            preventing_project: string | null;
                            city_vision: string | null;
                            project_restrictions: string | null;
                            previous_projects: string | null;
                        };
                        prefilled: string[];
                        notes: {
                            id: number;
                            text: string;
                            author: {
                                id: number | null;
                                name: string;
                            };
                            createdAt: string;
                        }[];
                        version: number;
                        updatedAt: string | null;
                        updatedBy: {
                            id: number | null;
                            name: string;
                        } | null;
                        saves: {
                            version: number;
                            savedAt: string;
                            savedBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            fields: string[];
                            noteAdded: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveys: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                value?: string;
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            surveyid: number;
                            name: string;
                            surveyName: string;
                            criteria: string;
                            value: string;
                            email: string;
                            isPrivate: boolean;
                            isEnabled: boolean;
                            createddate: string;
                            createdDate: string;
                            allData: {
                                [key: string]: unknown;
                            };
                            city: string | null;
                            projectName: string | null;
                            address: string | null;
                            acres: number | null;
                            filterUrl: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putSurveys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The survey to retake (yours); absent = take a new one */
                    id?: number;
                    /** @description 'Builder Company Survey' (or the bare type 'Builder Company') */
                    surveyName: string;
                    clientId?: unknown;
                    contactId?: unknown;
                    projectId?: unknown;
                    /** @description email, firstname, lastname, company, clientCodeName, clientType and the question fields (snake_case, multi-values joined with ';'; packages/shared/src/surveys/definitions.ts) */
                    response: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        surveyid: number;
                        filterUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putSurveysRecalculateResponse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The survey to retake (yours); absent = take a new one */
                    id?: number;
                    /** @description 'Builder Company Survey' (or the bare type 'Builder Company') */
                    surveyName: string;
                    clientId?: unknown;
                    contactId?: unknown;
                    projectId?: unknown;
                    /** @description email, firstname, lastname, company, clientCodeName, clientType and the question fields (snake_case, multi-values joined with ';'; packages/shared/src/surveys/definitions.ts) */
                    response: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        surveyid: number;
                        filterUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSurveysById: {
        parameters: {
            query?: {
                deleteStatus?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putSurveysSetPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    surveyid: number;
                    isPrivate: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveyid: number;
                        isPrivate: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putSurveysEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    surveyid: number;
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveyid: number;
                        enabled: boolean;
                        filterUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysUrlById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveyid: number;
                        surveyName: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysByIdResponse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        surveyName: string;
                        response: {
                            [key: string]: unknown;
                        };
                        /** @enum {string|null} */
                        clientId: null;
                        contactId: number | null;
                        projectId: number | null;
                        surveyTaker: string;
                        firstname: string | null;
                        lastname: string | null;
                        company: string | null;
                        clientType: string | null;
                        clientCodeName: string | null;
                        recommenderFirstName: string | null;
                        recommenderLastName: string | null;
                        isPrivate: boolean;
                        isEnabled: boolean;
                        createdDate: string;
                        projectName: string | null;
                        acres: number | null;
                        address: string | null;
                        city: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysUserById: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            surveyid: number;
                            name: string;
                            surveyName: string;
                            criteria: string;
                            value: string;
                            email: string;
                            isPrivate: boolean;
                            isEnabled: boolean;
                            createddate: string;
                            createdDate: string;
                            allData: {
                                [key: string]: unknown;
                            };
                            city: string | null;
                            projectName: string | null;
                            address: string | null;
                            acres: number | null;
                            filterUrl: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysInfo: {
        parameters: {
            query?: {
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        mayEnable: boolean;
                        enabledSurveyId: number | null;
                        types: {
                            type: string;
                            name: string;
                            surveyid: number | null;
                            isEnabled: boolean;
                            count: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysProjects: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            surveyid: number;
                            name: string;
                            surveyName: string;
                            criteria: string;
                            value: string;
                            email: string;
                            isPrivate: boolean;
                            isEnabled: boolean;
                            createddate: string;
                            createdDate: string;
                            allData: {
                                [key: string]: unknown;
                            };
                            city: string | null;
                            projectName: string | null;
                            address: string | null;
                            acres: number | null;
                            filterUrl: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveyCriteria: {
        parameters: {
            query: {
                surveyid: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            criteria: string;
                            value: string;
                            surveyid: number;
                            email: string;
                            name: string;
                            createddate: string;
                            isPrivate: boolean;
                            allData: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putSurveyCriteria: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    surveyid: number;
                    criteria: {
                        criteria: string;
                        value: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            criteria: string;
                            value: string;
                            surveyid: number;
                            email: string;
                            name: string;
                            createddate: string;
                            isPrivate: boolean;
                            allData: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveyCriteriaSurveys: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                value?: string;
                email?: string;
                role?: "admin" | "user";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            surveyid: number;
                            email: string;
                            firstname: string | null;
                            lastname: string | null;
                            value: string;
                            criteria: string;
                            clientCodeName: string | null;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveyCriteriaById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        criteria: string;
                        value: string;
                        surveyid: number;
                        email: string;
                        name: string;
                        createddate: string;
                        isPrivate: boolean;
                        allData: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsGetStatsSummary: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
                id_serial?: number;
                fromDate?: string;
                toDate?: string;
                viewQuery?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            average_list_dom: number | null;
                            average_list_price: number | null;
                            average_lot_size: number | null;
                            avg_sqft: number | null;
                            high_list_dom: number | null;
                            high_list_price: number | null;
                            low_list_dom: number | null;
                            low_list_price: number | null;
                            median_list_dom: number | null;
                            median_list_price: number | null;
                            q1_list_dom: number | null;
                            q1_list_price: number | null;
                            q3_list_dom: number | null;
                            q3_list_price: number | null;
                            number_of_listings: number;
                            /** @enum {string} */
                            buildingType: "New Builds" | "Existing Builds" | "All";
                            /** @enum {string} */
                            status: "Active" | "Under Contract" | "Sold" | "Canceled/Expired/Others";
                        }[];
                        monthly: {
                            month: string;
                            median_list_price: number | null;
                            median_list_dom: number | null;
                            number_of_listings: number;
                        }[];
                        cities: string[];
                        coverage: {
                            sources: string[];
                            firstListDate: string | null;
                            lastListDate: string | null;
                        };
                        query?: string;
                        monthlyQuery?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getParcelsGetStatsFullValuation: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
                id_serial?: number;
                fromDate?: string;
                toDate?: string;
                viewQuery?: "true" | "false";
                buildingType?: "New Builds" | "Existing Builds" | "All";
                status?: "Active" | "Under Contract" | "Sold" | "Canceled/Expired/Others";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            average_list_dom: number | null;
                            average_list_price: number | null;
                            average_lot_size: number | null;
                            avg_sqft: number | null;
                            high_list_dom: number | null;
                            high_list_price: number | null;
                            low_list_dom: number | null;
                            low_list_price: number | null;
                            median_list_dom: number | null;
                            median_list_price: number | null;
                            q1_list_dom: number | null;
                            q1_list_price: number | null;
                            q3_list_dom: number | null;
                            q3_list_price: number | null;
                            number_of_listings: number;
                            architecturalstyle: string;
                            price_per_sqft: number | null;
                            price_per_acre: number | null;
                        }[];
                        query?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysByIdResultsCount: {
        parameters: {
            query?: {
                /** @description Accepted for the spec’s callers; the survey’s profile is read afresh on every call */
                isRecalculating?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveyid: number;
                        surveyName: string;
                        /** @enum {string} */
                        side: "supply" | "demand";
                        data: {
                            /** @enum {string} */
                            matchingtype: "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights";
                            label: string;
                            count: number;
                            contactsCount: number;
                            companiesCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysByIdResults: {
        parameters: {
            query: {
                type?: "contacts" | "companies";
                /** @description builders, investors, developers, realEstateAgents, newBuildHomebuyers, waterRights, parcels, projects */
                matchingtype: "parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects";
                matchingRecordsPage?: number;
                /** @description 10 (20 in organic-filter mode; /client drawers 100) */
                matchingRecordsLimit?: number;
                /** @description Accepted for the spec’s callers; the survey’s profile is read afresh on every call */
                isRecalculating?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveyid: number;
                        /** @enum {string} */
                        matchingtype: "parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects";
                        /** @enum {string} */
                        type: "contacts" | "companies";
                        /** @description Rows with matchedOn and score, best fit first; Free Trial: one { id, placeholder, message } */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description The matches scoring STRONG_MATCH_SCORE (70) or more; null where a list is not ranked */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysByIdCompanyresults: {
        parameters: {
            query: {
                type?: "contacts" | "companies";
                /** @description builders, investors, developers, realEstateAgents, newBuildHomebuyers, waterRights, parcels, projects */
                matchingtype: "parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects";
                matchingRecordsPage?: number;
                /** @description 10 (20 in organic-filter mode; /client drawers 100) */
                matchingRecordsLimit?: number;
                /** @description Accepted for the spec’s callers; the survey’s profile is read afresh on every call */
                isRecalculating?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveyid: number;
                        /** @enum {string} */
                        matchingtype: "parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects";
                        /** @enum {string} */
                        type: "contacts" | "companies";
                        /** @description Rows with matchedOn and score, best fit first; Free Trial: one { id, placeholder, message } */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description The matches scoring STRONG_MATCH_SCORE (70) or more; null where a list is not ranked */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysMatches: {
        parameters: {
            query: {
                surveyid: number;
                page?: number;
                limit?: number;
                /** @description One kind or several ('|' or ','): builders, …, waterRights, parcels, projects; default the six cards */
                matchingtype?: ("parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects")[];
                /** @description Accepted for the spec’s callers; the survey’s profile is read afresh on every call */
                isRecalculating?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveyid: number;
                        surveyName: string;
                        /** @enum {string} */
                        side: "supply" | "demand";
                        page: number;
                        limit: number;
                        data: {
                            /** @enum {string} */
                            matchingtype: "parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects";
                            count: number;
                            contactsCount?: number;
                            companiesCount?: number;
                            waterRightsCount?: number;
                            projectsCount?: number;
                            parcelsCount?: number;
                            /** @description Strong matches of the contacts, or of the kind’s own records */
                            strongItems?: number | null;
                            /** @description Contact groups: companies with a strong matching contact */
                            companiesStrongItems?: number | null;
                            /** @description Page `page` of each list of the kind: contacts and companies, or its own records */
                            list: {
                                contacts?: ({
                                    id?: number;
                                    /** @enum {boolean} */
                                    placeholder: true;
                                    /** @enum {string} */
                                    message: "Upgrade to view details";
                                } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                                companies?: ({
                                    id?: number;
                                    /** @enum {boolean} */
                                    placeholder: true;
                                    /** @enum {string} */
                                    message: "Upgrade to view details";
                                } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                                waterRights?: ({
                                    id?: number;
                                    /** @enum {boolean} */
                                    placeholder: true;
                                    /** @enum {string} */
                                    message: "Upgrade to view details";
                                } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                                projects?: ({
                                    id?: number;
                                    /** @enum {boolean} */
                                    placeholder: true;
                                    /** @enum {string} */
                                    message: "Upgrade to view details";
                                } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                                parcels?: ({
                                    id?: number;
                                    /** @enum {boolean} */
                                    placeholder: true;
                                    /** @enum {string} */
                                    message: "Upgrade to view details";
                                } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysByIdLandOffers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveyid: number;
                        total: number;
                        /** @description Best fit first; Free Trial: one { id, placeholder, message } */
                        data: (components["schemas"]["LandOffer"] | {
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysGetQueriesById: {
        parameters: {
            query?: {
                /** @description Accepted for the spec’s callers; the survey’s profile is read afresh on every call */
                isRecalculating?: string;
                /** @description One kind or several ('|' or ','): builders, …, waterRights, parcels, projects; default the six cards */
                matchingtype?: ("parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects")[];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveyid: number;
                        surveyName: string;
                        /** @enum {string} */
                        side: "supply" | "demand";
                        queries: {
                            [key: string]: {
                                [key: string]: string | string[];
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            watchId: number;
                            title: string;
                            windowStart: string;
                            windowEnd: string;
                            total: number;
                            counts: {
                                [key: string]: number;
                            };
                            mapUrl: string;
                            read: boolean;
                            entries: ({
                                id: number;
                                /** @enum {string} */
                                kind: "parcel_fits" | "listing_new" | "listing_price_cut" | "listing_back_on_market" | "listing_sold" | "project_status" | "contact_new";
                                label: string;
                                detail: string;
                                mapUrl: string;
                            } | {
                                id: number;
                                /** @enum {string} */
                                kind: "parcel_fits" | "listing_new" | "listing_price_cut" | "listing_back_on_market" | "listing_sold" | "project_status" | "contact_new";
                                /** @enum {boolean} */
                                placeholder: true;
                                message: string;
                            })[];
                        }[];
                        unreadCount: number;
                        /** @enum {string} */
                        delivery: "none" | "in-app" | "in-app-and-mail";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAlertsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAlertsWatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            savedSearchId: number | null;
                            surveyId: number | null;
                            name: string;
                            /** @enum {string} */
                            frequency: "daily" | "weekly";
                            emailEnabled: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAlertsWatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    savedSearchId?: number;
                    surveyId?: number;
                    /** @enum {string} */
                    frequency: "daily" | "weekly";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        savedSearchId: number | null;
                        surveyId: number | null;
                        name: string;
                        /** @enum {string} */
                        frequency: "daily" | "weekly";
                        emailEnabled: boolean;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAlertsWatchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    frequency?: "daily" | "weekly";
                    emailEnabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        savedSearchId: number | null;
                        surveyId: number | null;
                        name: string;
                        /** @enum {string} */
                        frequency: "daily" | "weekly";
                        emailEnabled: boolean;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAlertsWatchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAlertsUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        title: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOwnersPortfolio: {
        parameters: {
            query?: {
                parcelId?: number;
                projectId?: number;
                contactId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        owner: {
                            name: string;
                            key: string;
                            mailingAddress: string | null;
                            names: string[];
                            grouping: string;
                        };
                        totals: {
                            parcels: number;
                            acres: number;
                            marketValue: number;
                            holdings: number;
                            projects: number;
                        };
                        truncated: boolean;
                        parcels: {
                            id: number;
                            parcelId: string;
                            address: string | null;
                            city: string | null;
                            county: string | null;
                            acreage: number;
                            marketValue: number | null;
                            ownershipName: string | null;
                            mailingAddress: string | null;
                            holdingId: number;
                            /** @enum {string} */
                            matchedOn: "name and mailing address" | "name" | "mailing address";
                            source: string;
                            sourceAsOf: string | null;
                        }[];
                        holdings: {
                            id: number;
                            parcelCount: number;
                            acres: number;
                            marketValue: number;
                            lat: number;
                            lng: number;
                            geometry: {
                                type: string;
                                coordinates: unknown[];
                            };
                        }[];
                        projects: {
                            id: number;
                            name: string;
                            isChild: boolean;
                            status: string | null;
                            city: string | null;
                            ownershipName: string | null;
                            source: string;
                            sourceAsOf: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAreaExportCount: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAreaExport: {
        parameters: {
            query: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
                format: "geojson" | "kml" | "csv" | "shapefile";
                exportId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/geo+json": string;
                    "application/vnd.google-earth.kml+xml": string;
                    "text/csv": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAreaExportProgressById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        done: number;
                        finished: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysContacts: {
        parameters: {
            query?: {
                /** @description Part of the e-mail or name */
                email?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            firstname: string | null;
                            lastname: string | null;
                            company: string | null;
                            surveys: {
                                surveyid: number;
                                surveyName: string;
                                clientCodeName: string | null;
                                clientType: string | null;
                                isEnabled: boolean;
                                createdDate: string;
                                projectName: string | null;
                                acres: number | null;
                                address: string | null;
                                city: string | null;
                            }[];
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurveysClientcodenames: {
        parameters: {
            query?: {
                email?: string;
                clientcode?: string;
                surveyName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            surveyid: number;
                            surveyName: string;
                            clientCodeName: string | null;
                            clientType: string | null;
                            isEnabled: boolean;
                            createdDate: string;
                            projectName: string | null;
                            acres: number | null;
                            address: string | null;
                            city: string | null;
                            email: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContacts: {
        parameters: {
            query?: {
                email?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            firstname: string | null;
                            lastname: string | null;
                            emails: string[];
                            types: string[];
                            company: string | null;
                            surveyCount: number;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContactsResultsCount: {
        parameters: {
            query?: {
                /** @description The survey taker's e-mail (admins: anyone's; others: their own, the default) */
                email?: string;
                /** @description One of the taker's surveys; default the enabled one, else the newest */
                surveyid?: number;
                /** @description Accepted for the spec’s callers; the survey’s profile is read afresh on every call */
                isRecalculating?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveyid: number;
                        surveyName: string;
                        /** @enum {string} */
                        side: "supply" | "demand";
                        data: {
                            /** @enum {string} */
                            matchingtype: "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights";
                            label: string;
                            count: number;
                            contactsCount: number;
                            companiesCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContactsResults: {
        parameters: {
            query: {
                /** @description The survey taker's e-mail (admins: anyone's; others: their own, the default) */
                email?: string;
                /** @description One of the taker's surveys; default the enabled one, else the newest */
                surveyid?: number;
                type?: "contacts" | "companies";
                /** @description builders, investors, developers, realEstateAgents, newBuildHomebuyers, waterRights, parcels, projects */
                matchingtype: "parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects";
                matchingRecordsPage?: number;
                /** @description 10 (20 in organic-filter mode; /client drawers 100) */
                matchingRecordsLimit?: number;
                /** @description Accepted for the spec’s callers; the survey’s profile is read afresh on every call */
                isRecalculating?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveyid: number;
                        /** @enum {string} */
                        matchingtype: "parcels" | "builders" | "investors" | "developers" | "realEstateAgents" | "newBuildHomebuyers" | "waterRights" | "projects";
                        /** @enum {string} */
                        type: "contacts" | "companies";
                        /** @description Rows with matchedOn and score, best fit first; Free Trial: one { id, placeholder, message } */
                        data: ({
                            id?: number;
                            /** @enum {boolean} */
                            placeholder: true;
                            /** @enum {string} */
                            message: "Upgrade to view details";
                        } | components["schemas"]["MatchContactRow"] | components["schemas"]["MatchCompanyRow"] | components["schemas"]["MatchWaterRightRow"] | components["schemas"]["MatchParcelRow"] | components["schemas"]["MatchProjectRow"])[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                        /** @description The matches scoring STRONG_MATCH_SCORE (70) or more; null where a list is not ranked */
                        strongItems: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTilesByLayerByZByXByYMvt: {
        parameters: {
            query?: {
                cities?: string[];
                counties?: string[];
                condos?: "true" | "false";
                singleFamily?: "true" | "false";
                townhouse?: "true" | "false";
                land?: "true" | "false";
                commercial?: "true" | "false";
                acreage?: (number | null)[];
                singleFamilyLots?: (number | null)[];
                townhousePads?: (number | null)[];
                condoUnits?: (number | null)[];
                minAcreage?: number;
                maxAcreage?: number;
                parcelStatus?: string[];
                hypotheticals?: string[];
                projectStatus?: string[];
                lotSize?: string[];
                postalCodes?: string[];
                utahAreaTags?: string[];
                parcelId?: string[];
                currentZoningCity?: string[];
                currentZoningCounty?: string[];
                specialProductTypes?: string[];
                name?: string;
                childName?: string;
                houseStyle?: string[];
                noBuildings?: "true" | "false";
                surveyId?: string;
                surveyTaker?: string;
                viewport?: {
                    northEast?: {
                        lat: number;
                        lng: number;
                    };
                    southWest?: {
                        lat: number;
                        lng: number;
                    };
                };
                zoom?: number;
                /** @description A drawn polygon (500 points at most, not crossing itself): a JSON array of [lng,lat] pairs, or the same ring as an encoded polyline (Google's polyline algorithm, precision 6: (lat, lng) values × 10⁶ as the algorithm orders them), which keeps a big polygon within the URL length a server accepts. A value that parses as JSON is read as JSON. */
                coords?: (number)[][];
                page?: number;
                limit?: number;
                sortBy?: "workability_score" | "reasonability_score" | "disposition_score";
                projectKind?: "all" | "parent" | "child";
            };
            header?: never;
            path: {
                layer: "parcels" | "projects" | "water-rights" | "streets" | "places";
                z: number;
                x: number;
                y: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.mapbox-vector-tile": string;
                };
            };
            /** @description The tile is empty: no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: the `If-None-Match` ETag is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            prefix: string;
                            write: boolean;
                            createdAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default false */
                    write?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        prefix: string;
                        write: boolean;
                        createdAt: string;
                        lastUsedAt: string | null;
                        revokedAt: string | null;
                        key: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteApiKeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        prefix: string;
                        write: boolean;
                        createdAt: string;
                        lastUsedAt: string | null;
                        revokedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiKeysAll: {
        parameters: {
            query?: {
                userId?: number;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            prefix: string;
                            write: boolean;
                            createdAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            owner: {
                                id: number;
                                email: string;
                                firstname: string;
                                lastname: string;
                            };
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalItems: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    jsonrpc: "2.0";
                    method?: string;
                    id?: string | number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The JSON-RPC answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        method?: string;
                        id?: string | number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            url: string;
                            events: ("parcel_fits" | "listing_new" | "listing_price_cut" | "listing_back_on_market" | "listing_sold" | "project_status" | "contact_new")[];
                            enabled: boolean;
                            disabledReason: string | null;
                            failuresInARow: number;
                            createdAt: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events?: ("parcel_fits" | "listing_new" | "listing_price_cut" | "listing_back_on_market" | "listing_sold" | "project_status" | "contact_new")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        url: string;
                        events: ("parcel_fits" | "listing_new" | "listing_price_cut" | "listing_back_on_market" | "listing_sold" | "project_status" | "contact_new")[];
                        enabled: boolean;
                        disabledReason: string | null;
                        failuresInARow: number;
                        createdAt: string;
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    events?: ("parcel_fits" | "listing_new" | "listing_price_cut" | "listing_back_on_market" | "listing_sold" | "project_status" | "contact_new")[];
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        url: string;
                        events: ("parcel_fits" | "listing_new" | "listing_price_cut" | "listing_back_on_market" | "listing_sold" | "project_status" | "contact_new")[];
                        enabled: boolean;
                        disabledReason: string | null;
                        failuresInARow: number;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhooksByIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            endpointId: number;
                            eventId: string;
                            eventType: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            attempts: number;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            nextAttemptAt: string | null;
                            lastStatusCode: number | null;
                            lastError: string | null;
                            replayOf: number | null;
                            createdAt: string;
                            deliveredAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhooksByIdDeliveriesByDeliveryIdReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        endpointId: number;
                        eventId: string;
                        eventType: string;
                        payload: {
                            [key: string]: unknown;
                        };
                        attempts: number;
                        /** @enum {string} */
                        status: "pending" | "delivered" | "failed";
                        nextAttemptAt: string | null;
                        lastStatusCode: number | null;
                        lastError: string | null;
                        replayOf: number | null;
                        createdAt: string;
                        deliveredAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
