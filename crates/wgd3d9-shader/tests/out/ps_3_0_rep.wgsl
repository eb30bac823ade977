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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e11 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = _e11;
    r0_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e11, vec4<bool>(true, true, false, false));
    r1_ = vec4<f32>(0f, 0.25f, 0.002f, 0f).xxxx;
    loop {
        let _e24 = rep_count;
        if (_e24 <= 0i) {
            break;
        }
        rep_count = (_e24 - 1i);
        let _e28 = r0_;
        let _e30 = textureSample(t0_, s0_, _e28.xy);
        let _e32 = r1_;
        r2_ = _e30;
        r1_ = ((_e30 * vec4<f32>(0f, 0.25f, 0.002f, 0f).yyyy) + _e32);
        r0_ = select(_e28, (_e28 + vec4<f32>(0f, 0.25f, 0.002f, 0f).zzzz), vec4<bool>(true, true, false, false));
    }
    let _e39 = r1_;
    return Output(_e39);
}
