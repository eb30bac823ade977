struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e16 = consts[(_e4 + 1u)];
    let _e18 = _e12.xyz;
    let _e19 = bitcast<vec4<f32>>(_e16).xyz;
    let _e21 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e25 = select((_e18 * _e19), _e21, ((_e18 == _e21) | (_e19 == _e21)));
    let _e33 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e25.x + _e25.y) + _e25.z)), vec4<bool>(true, false, false, false));
    v0_ = in0_;
    v8_ = in8_;
    r0_ = _e12;
    r1_ = _e33;
    r2_ = in8_;
    if (_e33.xxxx.x < vec4<f32>(0.5f, 0f, 1f, 0.25f).xxxx.x) {
        let _e44 = r2_;
        let _e45 = vec4<f32>(0.5f, 0f, 1f, 0.25f).wwww;
        r2_ = select(_e44, select((_e44 * _e45), vec4<f32>(0f, 0f, 0f, 0f), ((_e44 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e45 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    } else {
        let _e53 = r2_;
        r2_ = select(_e53, (_e53 + vec4<f32>(0.5f, 0f, 1f, 0.25f).wwww), vec4<bool>(true, true, true, false));
    }
    let _e57 = r0_;
    if (_e57.wwww.x >= vec4<f32>(0.5f, 0f, 1f, 0.25f).zzzz.x) {
        let _e64 = r2_;
        r2_ = select(_e64, vec4<f32>(0.5f, 0f, 1f, 0.25f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e67 = r0_;
    let _e68 = r2_;
    return Output(select((_e67 * _e68), vec4<f32>(0f, 0f, 0f, 0f), ((_e67 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e68 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
