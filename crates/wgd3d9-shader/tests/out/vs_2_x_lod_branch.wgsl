struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e23 = consts[(_e13 + 0u)];
    let _e31 = consts[(_e13 + 1u)];
    let _e40 = consts[(_e13 + 2u)];
    let _e49 = consts[(_e13 + 3u)];
    let _e54 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e23))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e49))), vec4<bool>(false, false, false, true));
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    r0_ = _e54;
    o0_ = _e54;
    if (_e54.wwww.x > vec4<f32>(50f, 0f, 1f, 16f).xxxx.x) {
        let _e69 = consts[(_e13 + 5u)];
        o1_ = bitcast<vec4<f32>>(_e69);
    } else {
        let _e74 = consts[(_e13 + 6u)];
        let _e76 = v0_;
        let _e78 = (bitcast<vec4<f32>>(_e74) + -(_e76));
        let _e81 = dot(_e78.xyz, _e78.xyz);
        let _e89 = r2_;
        let _e91 = select(_e89, select((_e78 * vec4(inverseSqrt(_e81))), vec4<f32>(0f, 0f, 0f, 0f), (_e81 == 0f)), vec4<bool>(true, true, true, false));
        let _e92 = v1_;
        let _e98 = r3_;
        let _e99 = select(_e98, vec4(dot(_e92.xyz, _e91.xyz)), vec4<bool>(true, false, false, false));
        let _e100 = _e99.xxxx;
        let _e101 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e108 = consts[(_e13 + 7u)];
        let _e111 = (bitcast<vec4<f32>>(_e108) + -(_e76));
        let _e114 = dot(_e111.xyz, _e111.xyz);
        let _e121 = r5_;
        let _e122 = select(_e121, select((_e111 * vec4(inverseSqrt(_e114))), vec4<f32>(0f, 0f, 0f, 0f), (_e114 == 0f)), vec4<bool>(true, true, true, false));
        let _e124 = select(_e122, (_e122 + _e91), vec4<bool>(true, true, true, false));
        let _e127 = dot(_e124.xyz, _e124.xyz);
        let _e134 = r6_;
        let _e135 = select(_e134, select((_e124 * vec4(inverseSqrt(_e127))), vec4<f32>(0f, 0f, 0f, 0f), (_e127 == 0f)), vec4<bool>(true, true, true, false));
        let _e140 = select(select(_e99, select(_e101, _e100, (_e100 >= _e101)), vec4<bool>(true, false, false, false)), vec4(dot(_e92.xyz, _e135.xyz)), vec4<bool>(false, true, false, false));
        let _e141 = _e140.yyyy;
        let _e142 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e145 = select(_e140, select(_e142, _e141, (_e141 >= _e142)), vec4<bool>(false, true, false, false));
        let _e148 = abs(_e145.y);
        let _e160 = select(_e145, vec4(min(select(select(pow(_e148, vec4<f32>(50f, 0f, 1f, 16f).w), 340282350000000000000000000000000000000f, ((_e148 == 0f) && (vec4<f32>(50f, 0f, 1f, 16f).w < 0f))), 1f, (vec4<f32>(50f, 0f, 1f, 16f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e165 = consts[(_e13 + 8u)];
        let _e167 = (_e160.xxxx * bitcast<vec4<f32>>(_e165));
        let _e172 = consts[(_e13 + 9u)];
        r1_ = _e78;
        r2_ = _e91;
        r3_ = _e160;
        r4_ = _e111;
        r5_ = _e124;
        r6_ = _e135;
        r7_ = _e167;
        o1_ = ((_e160.zzzz * bitcast<vec4<f32>>(_e172)) + _e167);
    }
    let _e179 = v2_;
    let _e181 = o2_;
    let _e184 = o1_;
    let _e186 = o0_;
    let _e190 = consts[(_e13 + 256u)];
    let _e195 = consts[(_e13 + 257u)];
    return Output(select(_e186, ((_e186 * bitcast<vec4<f32>>(_e195)) + (bitcast<vec4<f32>>(_e190) * _e186.wwww)), vec4<bool>(true, true, true, false)), saturate(_e184), select(_e181, _e179, vec4<bool>(true, true, false, false)), (_e9 >> 12u));
}
