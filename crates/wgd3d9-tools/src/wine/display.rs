//! The X server each Wine test process runs on. Wine's d3d9 tests change
//! the display mode and wait for the messages and screen sizes that follow,
//! so the conformance run gives every subtest its own Xorg with the dummy
//! video driver, whose RandR offers several modes (`display/dummy.conf`,
//! 1280x1024 first). The open-source programs run on Xvfb (one 1280x1024
//! mode), as they need no mode change.

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};

/// Where Debian's Xorg finds the dummy driver.
const DUMMY_DRIVER: &str = "/usr/lib/xorg/modules/drivers/dummy_drv.so";

/// An X server for one command.
#[derive(Clone, Debug)]
pub enum Display {
    /// `xvfb-run`: a 24-bit 1280x1024 screen with that one mode.
    Xvfb,
    /// Xorg with the dummy driver: `script` runs the command on a server of
    /// configuration `config`.
    Modes { script: PathBuf, config: PathBuf },
}

impl Display {
    /// [`Display::Modes`], its script and configuration written into `work`;
    /// an error says what to install when Xorg or its dummy driver is
    /// missing.
    pub fn with_modes(work: &Path) -> Result<Display, String> {
        if !Path::new(DUMMY_DRIVER).is_file() {
            return Err(format!(
                "{DUMMY_DRIVER} is missing: the Wine tests run on Xorg's dummy driver, which offers several \
                 display modes (install xserver-xorg-video-dummy; scripts/setup.sh does)"
            ));
        }
        let dir = work.join("display");
        fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let script = dir.join("xorg-session.sh");
        let config = dir.join("dummy.conf");
        for (path, text) in [
            (&script, include_str!("display/xorg-session.sh")),
            (&config, include_str!("display/dummy.conf")),
        ] {
            fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        Ok(Display::Modes { script, config })
    }

    /// The program and arguments that run a command (appended after them)
    /// on a fresh server of this kind.
    pub fn wrapper(&self) -> Vec<OsString> {
        match self {
            Display::Xvfb => vec![
                "xvfb-run".into(),
                "--auto-servernum".into(),
                "--server-args=-screen 0 1280x1024x24 -nolisten tcp".into(),
            ],
            Display::Modes { script, config } => vec!["bash".into(), script.into(), config.into()],
        }
    }
}
