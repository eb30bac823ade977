struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e57 = consts[(_e13 + 5u)];
    let _e67 = consts[(_e13 + 6u)];
    let _e77 = consts[(_e13 + 7u)];
    let _e87 = consts[(_e13 + 8u)];
    let _e92 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e92.x, 0i, 255i);
    loop_step = _e92.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    r0_ = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e57).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e67).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e77).xyz)), vec4<bool>(false, false, true, false));
    r1_ = bitcast<vec4<f32>>(_e87);
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e92.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e110 = loop_count;
        if (_e110 <= 0i) {
            break;
        }
        loop_count = (_e110 - 1i);
        let _e113 = r0_;
        let _e114 = r3_;
        let _e118 = (i32(_e114.x) + 10i);
        let _e119 = u32(_e118);
        let _e124 = consts[(_e13 + min(_e119, 265u))];
        let _e136 = r2_;
        let _e137 = select(_e136, vec4(dot(_e113.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e124), (_e119 < 256u)), vec4<f32>(0f, 1f, 0f, 0f), (_e118 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        let _e138 = _e137.xxxx;
        let _e139 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        let _e142 = select(_e137, select(_e139, _e138, (_e138 >= _e139)), vec4<bool>(true, false, false, false));
        let _e147 = (i32(_e114.x) + 20i);
        let _e148 = u32(_e147);
        let _e152 = consts[(_e13 + min(_e148, 265u))];
        let _e158 = r1_;
        let _e161 = loop_step;
        r2_ = _e142;
        r1_ = ((_e142.xxxx * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e152), (_e148 < 256u)), vec4<f32>(0f, 1f, 0f, 0f), (_e147 == 4i))) + _e158);
        r3_ = select(_e114, vec4((_e114.x + f32(_e161))), vec4<bool>(true, false, false, false));
    }
    let _e167 = r1_;
    let _e168 = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    let _e172 = o0_;
    let _e175 = consts[(_e13 + 256u)];
    let _e180 = consts[(_e13 + 257u)];
    return Output(select(_e172, ((_e172 * bitcast<vec4<f32>>(_e180)) + (bitcast<vec4<f32>>(_e175) * _e172.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e168, _e167, (_e167 < _e168))), (_e9 >> 12u));
}
