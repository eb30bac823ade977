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
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e8 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = _e8;
    r0_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e8, vec4<bool>(true, true, false, false));
    r1_ = vec4<f32>(0f, 0.25f, 0.002f, 0f).xxxx;
    loop {
        let _e21 = rep_count;
        if (_e21 <= 0i) {
            break;
        }
        rep_count = (_e21 - 1i);
        let _e25 = r0_;
        let _e27 = textureSample(t0_, s0_, _e25.xy);
        let _e29 = r1_;
        r2_ = _e27;
        r1_ = ((_e27 * vec4<f32>(0f, 0.25f, 0.002f, 0f).yyyy) + _e29);
        r0_ = select(_e25, (_e25 + vec4<f32>(0f, 0.25f, 0.002f, 0f).zzzz), vec4<bool>(true, true, false, false));
    }
    let _e36 = r1_;
    return Output(_e36);
}
