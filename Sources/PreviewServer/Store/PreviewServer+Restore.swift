import Logging

extension PreviewServer {
    /// Every stored session back, and the default session with its token: the restored one
    /// with a new token, or a new one when none could be restored.
    static func restoreSessions(_ registry: SessionRegistry, lifetimeSeconds: Double, now: Double, logger: Logger)
        throws(ServerError) -> (session: Session, controlToken: String)
    {
        let report: RestoreReport
        do {
            report = try registry.restore(now: now, sessionLifetimeSeconds: lifetimeSeconds)
        } catch {
            throw ServerError("cannot read the stored sessions: \(error.message)")
        }
        if !report.restored.isEmpty || !report.expired.isEmpty {
            logger.info("restored \(report.restored.count) sessions; \(report.expired.count) had expired")
        }
        if !report.leftStored.isEmpty {
            logger.info(
                "\(report.leftStored.count) more sessions stay stored and come back when opened (--max-sessions \(registry.capacity))")
        }
        for skipped in report.skipped { logger.warning("\(skipped.message)") }
        if let session = registry.session(id: SessionRegistry.defaultID), let token = report.defaultControlToken {
            return (session, token)
        }
        let catalogs = registry.catalogs
        do {
            let type = try catalogs.sceneType(catalogs.defaultSceneID)
            let screen = try catalogs.screen(device: catalogs.defaultDeviceID, orientation: nil)
            return try registry.create(
                id: SessionRegistry.defaultID,
                origin: SceneOrigin(
                    sceneID: type.id, screen: screen, parameters: type.defaultParameters(for: screen), time: 0),
                now: now)
        } catch {
            throw ServerError("cannot create the default session: \(error.message)")
        }
    }
}
