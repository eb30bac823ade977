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

    let _e18 = textureSample(t1_, s1_, in1_.xy);
    let _e21 = select(in0_, (in0_ + vec4<f32>(-0.0009765625f, -0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false));
    rep_count = clamp(vec4<i32>(3i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    r5_ = _e18;
    r0_ = _e21;
    r1_ = vec4<f32>(0.1111111f, 0f, 1f, 0f).yyyy;
    r2_ = _e21;
    loop {
        let _e37 = rep_count;
        if (_e37 <= 0i) {
            break;
        }
        rep_count = (_e37 - 1i);
        let _e41 = r0_;
        let _e43 = textureSample(t0_, s0_, _e41.xy);
        let _e49 = r4_;
        let _e53 = r2_;
        let _e54 = select(_e53, (_e41 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
        let _e56 = textureSample(t0_, s0_, _e54.xy);
        let _e64 = select(_e54, (_e54 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
        let _e66 = textureSample(t0_, s0_, _e64.xy);
        let _e72 = select(select(select(_e49, (_e43.xxxx + -(_e41.zzzz)), vec4<bool>(true, false, false, false)), (_e56.xxxx + -(_e41.zzzz)), vec4<bool>(false, true, false, false)), (_e66.xxxx + -(_e41.zzzz)), vec4<bool>(false, false, true, false));
        let _e78 = select(_e72, select(vec4<f32>(0.1111111f, 0f, 1f, 0f).yyyy, vec4<f32>(0.1111111f, 0f, 1f, 0f).zzzz, (_e72 >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
        let _e80 = _e78.xyz;
        let _e81 = vec4<f32>(0.1111111f, 0f, 1f, 0f).zzzz.xyz;
        let _e83 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e87 = select((_e80 * _e81), _e83, ((_e80 == _e83) | (_e81 == _e83)));
        let _e94 = select(_e78, vec4(((_e87.x + _e87.y) + _e87.z)), vec4<bool>(true, false, false, false));
        let _e95 = r1_;
        r3_ = _e66;
        r4_ = _e94;
        r2_ = _e64;
        r1_ = select(_e95, (_e95.xxxx + _e94.xxxx), vec4<bool>(true, false, false, false));
        r0_ = select(_e41, (_e41.yyyy + vec4<f32>(0f, 0.0009765625f, 0f, 0f).yyyy), vec4<bool>(false, true, false, false));
    }
    let _e105 = r1_;
    let _e106 = _e105.xxxx;
    let _e107 = vec4<f32>(0.1111111f, 0f, 1f, 0f).xxxx;
    let _e114 = r5_;
    let _e115 = v8_;
    let _e120 = select((_e114 * _e115), vec4<f32>(0f, 0f, 0f, 0f), ((_e114 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e115 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e121 = select(_e105, select((_e106 * _e107), vec4<f32>(0f, 0f, 0f, 0f), ((_e106 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e107 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select(_e120, select((_e120 * _e121), vec4<f32>(0f, 0f, 0f, 0f), ((_e120 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e121 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
