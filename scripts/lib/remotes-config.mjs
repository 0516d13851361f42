// The runtime remotes list the host reads at start-up. Remote URLs follow the
// hostname the panel was opened on, so the same deployment works on
// localhost, 127.0.0.1 or a LAN name; REMOTE_<SECTION>_URL pins one remote.
export function remotesConfigFor(remotes) {
  return (req) => {
    const forwarded = req.headers['x-forwarded-host'];
    const hostHeader =
      (Array.isArray(forwarded) ? forwarded[0] : forwarded) || req.headers.host || 'localhost';
    const hostname = hostHeader.replace(/:\d+$/, '');
    const proto = req.headers['x-forwarded-proto'] || 'http';
    return {
      remotes: remotes.map((r) => ({
        name: r.name,
        section: r.section,
        entry:
          process.env[`REMOTE_${r.section.toUpperCase()}_URL`] ||
          `${proto}://${hostname}:${r.port}/mf-manifest.json`,
      })),
    };
  };
}
