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

    v0_ = in0_;
    r0_ = in0_;
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ > vec4<f32>(0.5f, 0f, 1f, 0f).xxxx));
    r2_ = _e19;
    let _e20 = vec4<f32>(0.5f, 0f, 1f, 0f).yyyy;
    r1_ = _e20;
    let _e25 = select(_e20, (_e20 + vec4<f32>(0.5f, 0f, 1f, 0f).zzzz), (_e19.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e25;
    let _e32 = select(_e25, select(_e25, (in0_ * vec4<f32>(0.5f, 0f, 1f, 0f).xxxx), (_e19.xxxx == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    r1_ = _e32;
    let _e35 = select(in0_, vec4<f32>(0.5f, 0f, 1f, 0f).yyyy, vec4<bool>(false, false, false, true));
    r0_ = _e35;
    let _e38 = textureSampleLevel(t0_, s0_, _e35.xy, _e35.w);
    let _e41 = select(_e32, _e38, (_e19.zzzz != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e41;
    o0_ = _e41;
    return Output(_e41);
}
