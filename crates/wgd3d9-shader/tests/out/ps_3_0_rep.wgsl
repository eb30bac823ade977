struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    let _e16 = v0_;
    let _e18 = select(_e16, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e18;
    r0_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e18, vec4<bool>(true, true, false, false));
    r1_ = vec4<f32>(0f, 0.25f, 0.002f, 0f).xxxx;
    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e28 = rep_count;
        if (_e28 <= 0i) {
            break;
        }
        rep_count = (_e28 - 1i);
        let _e32 = r0_;
        let _e34 = textureSample(t0_, s0_, _e32.xy);
        r2_ = _e34;
        let _e36 = r1_;
        r1_ = ((_e34 * vec4<f32>(0f, 0.25f, 0.002f, 0f).yyyy) + _e36);
        r0_ = select(_e32, (_e32 + vec4<f32>(0f, 0.25f, 0.002f, 0f).zzzz), vec4<bool>(true, true, false, false));
    }
    let _e42 = r1_;
    o0_ = _e42;
    return Output(_e42);
}
