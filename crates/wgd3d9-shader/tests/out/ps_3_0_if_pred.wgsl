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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e13 = textureSample(t0_, s0_, in0_.xy);
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e13.wwww > vec4<f32>(0.5f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    v0_ = in0_;
    r0_ = _e13;
    r3_ = _e20;
    if (_e20.xxxx.x != 0f) {
        let _e28 = v0_;
        let _e31 = select(_e28, vec4<f32>(0.5f, 0f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
        let _e34 = textureSampleLevel(t1_, s1_, _e31.xy, _e31.w);
        let _e35 = r0_;
        r1_ = _e31;
        r2_ = _e34;
        r0_ = select(_e35, (_e35 * _e34), vec4<bool>(true, true, true, false));
    } else {
        let _e41 = r0_;
        r0_ = select(_e41, (_e41 * vec4<f32>(0.5f, 0f, 0f, 0f).xxxx), vec4<bool>(true, true, true, false));
    }
    let _e45 = r3_;
    if !((_e45.yyyy.x != 0f)) {
        let _e51 = r0_;
        r0_ = select(_e51, vec4<f32>(0.5f, 0f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    }
    let _e53 = r0_;
    return Output(_e53);
}
