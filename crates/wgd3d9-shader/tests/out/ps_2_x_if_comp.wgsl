struct Constants {
    c: array<vec4<f32>, 34>,
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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v8_ = in8_;
    let _e34 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e34;
    let _e37 = consts.c[1];
    let _e38 = _e34.xyz;
    let _e39 = _e37.xyz;
    let _e41 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e45 = select((_e38 * _e39), _e41, ((_e38 == _e41) | (_e39 == _e41)));
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e45.x + _e45.y) + _e45.z)), vec4<bool>(true, false, false, false));
    r1_ = _e53;
    r2_ = in8_;
    if (_e53.xxxx.x < vec4<f32>(0.5f, 0f, 1f, 0.25f).xxxx.x) {
        let _e59 = r2_;
        let _e60 = vec4<f32>(0.5f, 0f, 1f, 0.25f).wwww;
        r2_ = select(_e59, select((_e59 * _e60), vec4<f32>(0f, 0f, 0f, 0f), ((_e59 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e60 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    } else {
        let _e68 = r2_;
        r2_ = select(_e68, (_e68 + vec4<f32>(0.5f, 0f, 1f, 0.25f).wwww), vec4<bool>(true, true, true, false));
    }
    let _e72 = r0_;
    if (_e72.wwww.x >= vec4<f32>(0.5f, 0f, 1f, 0.25f).zzzz.x) {
        let _e79 = r2_;
        r2_ = select(_e79, vec4<f32>(0.5f, 0f, 1f, 0.25f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e82 = r0_;
    let _e83 = r2_;
    let _e88 = select((_e82 * _e83), vec4<f32>(0f, 0f, 0f, 0f), ((_e82 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e83 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e88;
    o0_ = _e88;
    return Output(_e88);
}
