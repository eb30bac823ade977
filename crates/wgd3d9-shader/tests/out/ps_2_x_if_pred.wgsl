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

    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e12.wwww < vec4<f32>(0.25f, 0.75f, 0f, 1f))), vec4<bool>(true, true, false, false));
    v0_ = in0_;
    v8_ = in8_;
    r0_ = _e12;
    r1_ = in8_;
    r2_ = _e18;
    if (_e18.xxxx.x != 0f) {
        r1_ = vec4<f32>(0.25f, 0.75f, 0f, 1f).zzzz;
    } else {
        let _e29 = r1_;
        let _e30 = r0_;
        r1_ = select((_e29 * _e30), vec4<f32>(0f, 0f, 0f, 0f), ((_e29 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e30 == vec4<f32>(0f, 0f, 0f, 0f))));
    }
    let _e36 = r2_;
    if !((_e36.yyyy.x != 0f)) {
        let _e41 = r1_;
        let _e42 = vec4<f32>(0.25f, 0.75f, 0f, 1f).yyyy;
        r1_ = select(_e41, select((_e41 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e41 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e50 = r1_;
    return Output(_e50);
}
