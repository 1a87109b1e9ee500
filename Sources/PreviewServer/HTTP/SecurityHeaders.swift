/// Headers on every answer (issue 12). The policy is what the dashboard needs and no more:
/// its own scripts, styles, fonts, pictures and streams; `data:` for the empty favicon and
/// `blob:` for exports; style attributes only because the inspector's colour swatch sets one
/// (CSSOM `.style` assignments need no allowance); no framing by any other site, which could
/// otherwise drive a page that holds the default session's control.
enum SecurityHeaders {
    static let contentSecurityPolicy = [
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "style-src-attr 'unsafe-inline'",
        "img-src 'self' data: blob:", "font-src 'self'", "connect-src 'self'", "object-src 'none'",
        "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
    ].joined(separator: "; ")

    static let all: [(name: String, value: String)] = [
        ("Content-Security-Policy", contentSecurityPolicy),
        ("X-Content-Type-Options", "nosniff"),
        // For browsers that predate `frame-ancestors`.
        ("X-Frame-Options", "DENY"),
        // Control links carry their token in the fragment, which no Referer includes; this
        // also keeps view links' session ids from leaking to other sites.
        ("Referrer-Policy", "no-referrer"),
    ]
}
