struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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

    let _e16 = textureSample(t1_, s1_, in1_.xy);
    let _e19 = select(in0_, (in0_ + vec4<f32>(-0.0009765625f, -0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false));
    rep_count = clamp(vec4<i32>(3i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    r5_ = _e16;
    r0_ = _e19;
    r1_ = vec4<f32>(0.1111111f, 0f, 1f, 0f).yyyy;
    r2_ = _e19;
    loop {
        let _e35 = rep_count;
        if (_e35 <= 0i) {
            break;
        }
        rep_count = (_e35 - 1i);
        let _e39 = r0_;
        let _e41 = textureSample(t0_, s0_, _e39.xy);
        let _e47 = r4_;
        let _e51 = r2_;
        let _e52 = select(_e51, (_e39 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
        let _e54 = textureSample(t0_, s0_, _e52.xy);
        let _e62 = select(_e52, (_e52 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
        let _e64 = textureSample(t0_, s0_, _e62.xy);
        let _e70 = select(select(select(_e47, (_e41.xxxx + -(_e39.zzzz)), vec4<bool>(true, false, false, false)), (_e54.xxxx + -(_e39.zzzz)), vec4<bool>(false, true, false, false)), (_e64.xxxx + -(_e39.zzzz)), vec4<bool>(false, false, true, false));
        let _e76 = select(_e70, select(vec4<f32>(0.1111111f, 0f, 1f, 0f).yyyy, vec4<f32>(0.1111111f, 0f, 1f, 0f).zzzz, (_e70 >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
        let _e78 = _e76.xyz;
        let _e79 = vec4<f32>(0.1111111f, 0f, 1f, 0f).zzzz.xyz;
        let _e81 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e85 = select((_e78 * _e79), _e81, ((_e78 == _e81) | (_e79 == _e81)));
        let _e92 = select(_e76, vec4(((_e85.x + _e85.y) + _e85.z)), vec4<bool>(true, false, false, false));
        let _e93 = r1_;
        r3_ = _e64;
        r4_ = _e92;
        r2_ = _e62;
        r1_ = select(_e93, (_e93.xxxx + _e92.xxxx), vec4<bool>(true, false, false, false));
        r0_ = select(_e39, (_e39.yyyy + vec4<f32>(0f, 0.0009765625f, 0f, 0f).yyyy), vec4<bool>(false, true, false, false));
    }
    let _e103 = r1_;
    let _e104 = _e103.xxxx;
    let _e105 = vec4<f32>(0.1111111f, 0f, 1f, 0f).xxxx;
    let _e112 = r5_;
    let _e113 = v8_;
    let _e118 = select((_e112 * _e113), vec4<f32>(0f, 0f, 0f, 0f), ((_e112 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e113 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e119 = select(_e103, select((_e104 * _e105), vec4<f32>(0f, 0f, 0f, 0f), ((_e104 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e105 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select(_e118, select((_e118 * _e119), vec4<f32>(0f, 0f, 0f, 0f), ((_e118 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e119 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
