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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();

    let _e15 = textureSample(t1_, s1_, in1_.xy);
    let _e18 = select(in0_, (in0_ + vec4<f32>(-0.0009765625f, -0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false));
    rep_count = clamp(vec4<i32>(3i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    r5_ = _e15;
    r0_ = _e18;
    r1_ = vec4<f32>(0.1111111f, 0f, 1f, 0f).yyyy;
    r2_ = _e18;
    loop {
        let _e34 = rep_count;
        if (_e34 <= 0i) {
            break;
        }
        rep_count = (_e34 - 1i);
        let _e38 = r0_;
        let _e40 = textureSample(t0_, s0_, _e38.xy);
        let _e46 = r4_;
        let _e50 = r2_;
        let _e51 = select(_e50, (_e38 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
        let _e53 = textureSample(t0_, s0_, _e51.xy);
        let _e61 = select(_e51, (_e51 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
        let _e63 = textureSample(t0_, s0_, _e61.xy);
        let _e69 = select(select(select(_e46, (_e40.xxxx + -(_e38.zzzz)), vec4<bool>(true, false, false, false)), (_e53.xxxx + -(_e38.zzzz)), vec4<bool>(false, true, false, false)), (_e63.xxxx + -(_e38.zzzz)), vec4<bool>(false, false, true, false));
        let _e75 = select(_e69, select(vec4<f32>(0.1111111f, 0f, 1f, 0f).yyyy, vec4<f32>(0.1111111f, 0f, 1f, 0f).zzzz, (_e69 >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
        let _e77 = _e75.xyz;
        let _e78 = vec4<f32>(0.1111111f, 0f, 1f, 0f).zzzz.xyz;
        let _e80 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e84 = select((_e77 * _e78), _e80, ((_e77 == _e80) | (_e78 == _e80)));
        let _e91 = select(_e75, vec4(((_e84.x + _e84.y) + _e84.z)), vec4<bool>(true, false, false, false));
        let _e92 = r1_;
        r3_ = _e63;
        r4_ = _e91;
        r2_ = _e61;
        r1_ = select(_e92, (_e92.xxxx + _e91.xxxx), vec4<bool>(true, false, false, false));
        r0_ = select(_e38, (_e38.yyyy + vec4<f32>(0f, 0.0009765625f, 0f, 0f).yyyy), vec4<bool>(false, true, false, false));
    }
    let _e102 = r1_;
    let _e103 = _e102.xxxx;
    let _e104 = vec4<f32>(0.1111111f, 0f, 1f, 0f).xxxx;
    let _e111 = r5_;
    let _e112 = v8_;
    let _e117 = select((_e111 * _e112), vec4<f32>(0f, 0f, 0f, 0f), ((_e111 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e112 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e118 = select(_e102, select((_e103 * _e104), vec4<f32>(0f, 0f, 0f, 0f), ((_e103 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e104 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select(_e117, select((_e117 * _e118), vec4<f32>(0f, 0f, 0f, 0f), ((_e117 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e118 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
