use super::*;

#[test]
fn reads_the_sizes_of_proc_status() {
    let text =
        "Name:\tgame.exe\nVmPeak:\t 3145728 kB\nVmSize:\t 2097152 kB\nVmLck:\t       0 kB\nVmHWM:\t  524288 kB\n";
    assert_eq!(
        parse_status(text),
        Some(AddressSpace {
            size: 2 << 30,
            peak: 3 << 30,
            resident_peak: 512 << 20,
        })
    );
    assert_eq!(parse_status("VmPeak:\t1 kB\n"), None);
    assert_eq!(parse_status("VmPeak: x kB\nVmSize: 1 kB\nVmHWM: 1 kB\n"), None);
}

#[cfg(target_os = "linux")]
#[test]
fn this_process_has_an_address_space() {
    let a = now().expect("/proc/self/status");
    assert!(a.size > 0 && a.peak >= a.size && a.resident_peak > 0);
}
