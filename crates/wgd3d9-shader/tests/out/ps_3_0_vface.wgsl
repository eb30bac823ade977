struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
var<immediate> imm: Immediates;

@fragment 
fn main(@builtin(front_facing) front_facing: bool, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var v11_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e10 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f), front_facing);
    let _e13 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(1f, -1f, 0f, 0f).yyyy, vec4<f32>(1f, -1f, 0f, 0f).xxxx, (_e10 >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e13 * _e20.xxxx), vec4<bool>(true, true, true, false));
    let _e27 = consts[(_e4 + 1u)];
    let _e33 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e23.xyz, _e27.xyz))), vec4<bool>(true, false, false, false));
    let _e35 = (in8_ * _e33.xxxx);
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e10 < vec4<f32>(1f, -1f, 0f, 0f).zzzz)), vec4<bool>(true, false, false, false));
    let _e43 = consts[(_e4 + 2u)];
    v11_ = _e10;
    v0_ = _e13;
    v1_ = in8_;
    r0_ = _e20;
    r1_ = _e23;
    r2_ = _e33;
    r3_ = select(_e35, select(_e35, (_e35 * _e43), (_e39.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
    r4_ = _e39;
    if (_e10.x >= vec4<f32>(1f, -1f, 0f, 0f).zzzz.x) {
        let _e61 = r3_;
        let _e65 = consts[(_e4 + 3u)];
        r3_ = select(_e61, (_e61 + _e65), vec4<bool>(true, true, true, false));
    }
    let _e68 = r3_;
    return Output(_e68);
}
