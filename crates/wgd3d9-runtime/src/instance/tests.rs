use super::*;

#[test]
fn validation_adds_the_debugging_flags() {
    let mut config = wgd3d9_core::config::Config::default();
    let none = wgpu::InstanceFlags::empty();
    assert_eq!(instance_flags(none, &config), none);
    config.debug_validation = true;
    let on = instance_flags(none, &config);
    assert!(on.contains(wgpu::InstanceFlags::VALIDATION | wgpu::InstanceFlags::DEBUG));
}
